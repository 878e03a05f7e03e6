import { Caption1, makeStyles, tokens, webLightTheme } from '@fluentui/react-components';
import type { ColourToken } from './colour-tokens';

const useStyles = makeStyles({
  swatch: { display: 'grid', gridTemplateColumns: '48px minmax(0, 1fr)', gap: '12px', alignItems: 'center' },
  chip: {
    width: '48px',
    height: '32px',
    borderRadius: tokens.borderRadiusMedium,
    boxSizing: 'border-box',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  name: { display: 'block', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
  value: { color: tokens.colorNeutralForeground2 },
});

/** One colour token: a chip filled with it, its name and its value in the app's theme. */
export function ColourSwatch({ token }: { token: ColourToken }) {
  const styles = useStyles();
  return (
    <li className={styles.swatch} data-token={token}>
      <span className={styles.chip} style={{ backgroundColor: `var(--${token})` }} aria-hidden="true" />
      <span>
        <span className={styles.name}>{token}</span>
        <Caption1 className={styles.value}>{String(webLightTheme[token])}</Caption1>
      </span>
    </li>
  );
}
