import { makeStyles, tokens } from '@fluentui/react-components';

/** Long-form text pages (privacy notice, terms): a readable measure, sections with headings. */
export const useInfoPageStyles = makeStyles({
  article: { maxWidth: '760px', width: '100%', margin: '0 auto', display: 'grid', gap: '24px' },
  header: { display: 'grid', gap: '8px' },
  section: { display: 'grid', gap: '10px' },
  list: { margin: 0, paddingLeft: '22px', display: 'grid', gap: '8px' },
  muted: { color: tokens.colorNeutralForeground2 },
  quote: { margin: 0, paddingLeft: '16px', borderLeft: `3px solid ${tokens.colorNeutralStroke2}`, color: tokens.colorNeutralForeground2 },
});
