import { Body1, Button, Caption1, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { Link } from 'react-router-dom';
import { AssessmentStatusIcon } from './assessment-status-icon';
import type { DashboardRow } from './dashboard-model';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    paddingRight: '8px',
  },
  item: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  enabled: { ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover } },
  disabled: { color: tokens.colorNeutralForegroundDisabled, opacity: 0.6, cursor: 'not-allowed' },
  // Done, not locked: full colour, the check and the word, and nothing to open.
  done: { cursor: 'default' },
  completed: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  text: { display: 'grid', gap: '2px' },
  name: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function RowContent({ row }: { row: DashboardRow }) {
  const styles = useStyles();
  const time = row.meta.timeToComplete ? `Time to complete: ${row.meta.timeToComplete}` : 'Time to complete not available';
  return (
    <>
      <AssessmentStatusIcon status={row.status} />
      <span className={styles.text}>
        <Body1 className={styles.name}>{row.meta.name}</Body1>
        {row.status.kind === 'completed' ? (
          // Said once to a screen reader: by the check's own label.
          <Caption1 className={styles.completed} aria-hidden="true">
            Completed
          </Caption1>
        ) : (
          <Caption1 className={styles.muted}>{time}</Caption1>
        )}
        {row.syncState ? <Caption1 className={styles.muted}>{row.syncState}</Caption1> : null}
        {row.error ? <Caption1 className={styles.error}>{row.error}</Caption1> : null}
      </span>
    </>
  );
}

/**
 * The plan's assessments in order. Each opens its page. A completed one shows as done (the check
 * and 'Completed', in full colour) and cannot be opened again; one queued for submission or
 * waiting for consent is greyed out and cannot be opened.
 */
export function AssessmentList({ rows, label = 'Your assessments' }: { rows: readonly DashboardRow[]; label?: string }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <li key={row.id} className={styles.row}>
          {row.disabled ? (
            <span role="link" aria-disabled="true" className={mergeClasses(styles.item, row.status.kind === 'completed' ? styles.done : styles.disabled)} data-assessment={row.id}>
              <RowContent row={row} />
            </span>
          ) : (
            <Link to={`/assess/${row.id}`} className={mergeClasses(styles.item, styles.enabled)} data-assessment={row.id}>
              <RowContent row={row} />
            </Link>
          )}
          <Tooltip content={row.meta.whatIsIt || 'No description available'} relationship="description" withArrow>
            <Button appearance="transparent" size="small" icon={<InfoRegular />} aria-label={`About ${row.meta.name}`} />
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
