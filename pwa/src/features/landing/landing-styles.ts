import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The landing sections' styles, in one place: the sections and their loading skeleton share the
 * same boxes, so nothing jumps when the texts arrive (and one style sheet keeps the first load small).
 */
export const useLandingStyles = makeStyles({
  section: { maxWidth: '1100px', margin: '0 auto', padding: '48px 16px', display: 'grid', gap: '24px' },
  heading: { textAlign: 'center', margin: 0 },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', listStyleType: 'none', margin: 0, padding: 0 },
  card: { padding: '20px', display: 'grid', gap: '8px', alignContent: 'start', minHeight: '150px', boxSizing: 'border-box' },
  muted: { color: tokens.colorNeutralForeground2 },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  number: {
    width: '32px',
    height: '32px',
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  faq: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, ':last-child': { borderBottomStyle: 'none' } },
  question: {
    cursor: 'pointer',
    padding: '14px 16px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  answer: { margin: 0, padding: '0 16px 16px', color: tokens.colorNeutralForeground2 },
  /** Skeleton: a heading's place, a plan card's height, the FAQ box's height. */
  bar: { height: '32px', width: 'min(320px, 70%)', justifySelf: 'center', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  tall: { minHeight: '320px' },
  box: { minHeight: '200px' },
});
