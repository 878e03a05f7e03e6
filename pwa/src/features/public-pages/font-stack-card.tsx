import { Badge, Body1, Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSurfaceStyles } from '../../layout/surface-styles';
import type { FontAvailability } from './font-availability';
import type { FontFamilyEntry } from './font-families';

const AVAILABILITY: Record<FontAvailability, { label: string; color: 'success' | 'informative' | 'subtle' | 'warning' }> = {
  available: { label: 'On this device', color: 'success' },
  generic: { label: 'Browser default', color: 'informative' },
  missing: { label: 'Not on this device', color: 'subtle' },
  unknown: { label: 'Cannot tell', color: 'warning' },
};

const useStyles = makeStyles({
  card: { padding: '20px', display: 'grid', gap: '12px' },
  value: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  sample: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, margin: 0, overflowWrap: 'anywhere' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '6px' },
  family: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
});

export interface FontStack {
  token: string;
  purpose: string;
  value: string;
  families: readonly (FontFamilyEntry & { availability: FontAvailability })[];
}

/** One font token: its CSS value, a sample drawn with it, and which of its families this device has. */
export function FontStackCard({ stack }: { stack: FontStack }) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const used = stack.families.find((family) => family.availability === 'available' || family.availability === 'generic');
  return (
    <section className={mergeClasses(surface.surface, styles.card)} aria-labelledby={`font-${stack.token}`}>
      <Subtitle1 as="h2" id={`font-${stack.token}`}>
        {stack.token}
      </Subtitle1>
      <Body1>{stack.purpose}</Body1>
      <code className={styles.value}>{stack.value}</code>
      <p className={styles.sample} style={{ fontFamily: stack.value }}>
        The quick brown fox jumps over the lazy dog. 0123456789 $1,234.56
      </p>
      <Body1>
        {used ? (
          <>
            Drawn here in <strong>{used.generic ? `the browser’s default ${used.name} font` : used.name}</strong>.
          </>
        ) : (
          'This device has none of these families; the browser uses its default font.'
        )}
      </Body1>
      <ul className={styles.list} aria-label={`Families of ${stack.token}`}>
        {stack.families.map((family) => (
          <li key={family.css} className={styles.family} data-family={family.name} data-availability={family.availability}>
            <span style={{ fontFamily: `${family.css}, ${stack.value}` }}>{family.name}</span>
            <Badge appearance="tint" shape="rounded" color={AVAILABILITY[family.availability].color}>
              {AVAILABILITY[family.availability].label}
            </Badge>
          </li>
        ))}
      </ul>
      <Caption1>Families are tried in this order; the first one on the device draws the text.</Caption1>
    </section>
  );
}
