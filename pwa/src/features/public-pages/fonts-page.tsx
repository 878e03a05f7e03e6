import { Body1, Title1, makeStyles, tokens, webLightTheme } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Page } from '../../layout/page';
import { createFontProbe } from './font-availability';
import { parseFontFamilies } from './font-families';
import type { FontStack } from './font-stack-card';
import { FontStackCard } from './font-stack-card';

/** The theme's font tokens (the app uses webLightTheme, see main.tsx) and what each is for. */
export const FONT_TOKENS = [
  { token: 'fontFamilyBase', purpose: 'All text: headings, questions, buttons and results.' },
  { token: 'fontFamilyMonospace', purpose: 'Codes and fixed-width text.' },
  { token: 'fontFamilyNumeric', purpose: 'Figures set apart from text.' },
] as const;

const useStyles = makeStyles({
  header: { display: 'grid', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  stacks: { display: 'grid', gap: '16px' },
});

/** /fonts: the font stacks the app asks for, drawn, and which of their families this device has. */
export function FontsPage() {
  const styles = useStyles();
  const stacks = useMemo<FontStack[]>(() => {
    const probe = createFontProbe();
    return FONT_TOKENS.map(({ token, purpose }) => {
      const value = webLightTheme[token];
      return { token, purpose, value, families: parseFontFamilies(value).map((family) => ({ ...family, availability: probe(family) })) };
    });
  }, []);
  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">Fonts</Title1>
        <Body1 as="p" className={styles.muted}>
          The app downloads no fonts: it uses fonts already on your device, from the list in each token below. If text looks unusual, this page shows
          which font your device uses.
        </Body1>
      </div>
      <div className={styles.stacks}>
        {stacks.map((stack) => (
          <FontStackCard key={stack.token} stack={stack} />
        ))}
      </div>
    </Page>
  );
}
