import { Body1, Caption1, Subtitle1, Subtitle2, Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Page } from '../../layout/page';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { ColourSwatch } from './colour-swatch';
import { APP_COLOUR_TOKENS } from './colour-tokens';
import { TYPE_RAMP } from './type-ramp';

const useStyles = makeStyles({
  header: { display: 'grid', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground2 },
  panel: { padding: '20px', display: 'grid', gap: '16px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '16px' },
  step: { display: 'grid', gap: '4px', paddingBottom: '16px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, ':last-child': { borderBottomStyle: 'none', paddingBottom: 0 } },
  sample: { overflowWrap: 'anywhere' },
  spec: { color: tokens.colorNeutralForeground2, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  groups: { display: 'grid', gap: '20px' },
  swatches: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' },
});

/** The type specimen: Fluent's type ramp with its tokens and values, and the colour tokens the app uses. */
export function TypeSpecimenPage() {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  return (
    <Page>
      <div className={styles.header}>
        <Title1 as="h1">Type specimen</Title1>
        <Body1 as="p" className={styles.muted}>
          The type ramp and colours of this app, from its Fluent UI theme: for anyone writing content or building pages for it.
        </Body1>
      </div>
      <section className={mergeClasses(surface.surface, styles.panel)} aria-labelledby="type-ramp-title">
        <Subtitle1 as="h2" id="type-ramp-title">
          Type ramp
        </Subtitle1>
        <ul className={styles.list}>
          {TYPE_RAMP.map(({ component, Component, fontSize, lineHeight, fontWeight }) => (
            <li key={component} className={styles.step} data-type-step={component}>
              <span className={styles.sample}>
                <Component>{component}: Find your path</Component>
              </span>
              <span className={styles.spec}>
                {fontSize.token} {fontSize.value} / {lineHeight.token} {lineHeight.value} · {fontWeight.token} {fontWeight.value}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={mergeClasses(surface.surface, styles.panel)} aria-labelledby="colours-title">
        <Subtitle1 as="h2" id="colours-title">
          Colour tokens
        </Subtitle1>
        <Caption1 className={styles.muted}>Every colour the app’s own styles use, with its value in the light theme.</Caption1>
        <div className={styles.groups}>
          {APP_COLOUR_TOKENS.map(({ group, tokens: names }) => (
            <section key={group} aria-label={group} style={{ display: 'grid', gap: '8px' }}>
              <Subtitle2 as="h3">{group}</Subtitle2>
              <ul className={styles.swatches}>
                {names.map((token) => (
                  <ColourSwatch key={token} token={token} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </Page>
  );
}
