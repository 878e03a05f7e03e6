import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { visuallyHidden } from './chart-styles';

/** The look of every Strong table (real <table>s with <th scope>). */
export const useSiiTableStyles = makeStyles({
  scroll: {
    // Positioned, so that visually hidden text inside stays within the scrolling frame.
    position: 'relative',
    overflowX: 'auto',
    maxWidth: '100%',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media print': { overflowX: 'visible', border: 'none' },
  },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  th: {
    textAlign: 'left',
    verticalAlign: 'bottom',
    padding: '12px 12px 8px',
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
  },
  rowHeader: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold },
  td: {
    padding: '10px 12px',
    verticalAlign: 'middle',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: {
    '@media print': { breakInside: 'avoid' },
    ':last-child > *': { borderBottom: 'none' },
  },
  numeric: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  chartCell: { width: '40%', minWidth: '180px' },
  muted: { color: tokens.colorNeutralForeground2 },
  hidden: visuallyHidden,
});

/**
 * A table in a horizontally scrollable frame (usable at 360px): the frame is focusable so that
 * keyboard users can scroll it, and both are named by the heading above.
 */
export function SiiTableFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const styles = useSiiTableStyles();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        {children}
      </table>
    </div>
  );
}
