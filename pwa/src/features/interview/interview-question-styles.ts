import { makeStyles, tokens } from '@fluentui/react-components';

/** Shared look of an interview question block. */
export const useQuestionStyles = makeStyles({
  block: {
    display: 'grid',
    gap: '8px',
    margin: 0,
    padding: '16px 0',
    border: 'none',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
    scrollMarginTop: '80px',
    scrollMarginBottom: '96px',
  },
  text: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  description: { color: tokens.colorNeutralForeground2 },
  other: { marginLeft: '32px', display: 'grid', gap: '4px', maxWidth: '480px' },
  field: { display: 'grid', gap: '4px', maxWidth: '640px' },
  error: { color: tokens.colorPaletteRedForeground1, display: 'grid', gap: '2px' },
});
