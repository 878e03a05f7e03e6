import type { RecordImportReportDto } from '@career/sync-server/records/contract/record-dto';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { actionLabel, shownRows } from './record-import-report';

const useStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    maxHeight: '45vh',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  table: { borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  head: {
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    padding: '6px 10px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  cell: { padding: '6px 10px', verticalAlign: 'top', textAlign: 'start', fontWeight: tokens.fontWeightRegular, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  refused: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  more: { display: 'block', marginTop: '6px', color: tokens.colorNeutralForeground2 },
});

/**
 * The import report's rows: line in the file, job title, what the row did (or would do) and why a
 * refused row was refused. The scrolling box takes the focus so a keyboard user can scroll it.
 */
export function RecordImportTable({ report }: { report: RecordImportReportDto }) {
  const styles = useStyles();
  const { rows, more } = shownRows(report);
  return (
    <div>
      <div className={styles.scroller} role="region" aria-label="Rows of the file" tabIndex={0}>
        <table className={styles.table} aria-label="Rows of the file">
          <thead>
            <tr>
              <th scope="col" className={styles.head}>
                Row
              </th>
              <th scope="col" className={styles.head}>
                Job title
              </th>
              <th scope="col" className={styles.head}>
                Result
              </th>
              <th scope="col" className={styles.head}>
                Reason
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row}>
                <th scope="row" className={mergeClasses(styles.cell, styles.number)}>
                  {row.row}
                </th>
                <td className={styles.cell}>{row.jobTitle}</td>
                <td className={mergeClasses(styles.cell, row.action === 'refuse' && styles.refused)}>{actionLabel(row.action, report.applied)}</td>
                <td className={styles.cell}>{row.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more ? <Caption1 className={styles.more}>and {more.toLocaleString('en-US')} more</Caption1> : null}
    </div>
  );
}
