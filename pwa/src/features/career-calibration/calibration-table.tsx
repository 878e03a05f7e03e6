import type { CalibrationBandDto } from '@career/sync-server/records/contract/career-idea-dto';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { UNBANDED_NOTE, calibrationBandLabel, intervalText, percentText } from './calibration-figures';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  caption: { textAlign: 'start', padding: '12px 12px 4px', fontWeight: tokens.fontWeightSemibold },
  head: {
    textAlign: 'end',
    verticalAlign: 'bottom',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    padding: '6px 12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  cell: { textAlign: 'end', padding: '6px 12px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  first: { textAlign: 'start' },
  note: { display: 'block', padding: '8px 12px', color: tokens.colorNeutralForeground3 },
});

const count = new Intl.NumberFormat('en-US');
const COLUMNS = ['Band', 'Shared', 'Interested', 'Not for me', 'No answer yet', 'Share interested', '95% interval'] as const;

/** The chart's figures in a table: per band the ideas shared, the clients' marks, and the share interested with its 95% interval. */
export function CalibrationTable({ bands }: { bands: readonly CalibrationBandDto[] }) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Marks by band</caption>
        <thead>
          <tr>
            {COLUMNS.map((column, index) => (
              <th key={column} scope="col" className={mergeClasses(styles.head, index === 0 && styles.first)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bands.map((band) => (
            <tr key={band.band}>
              <th scope="row" className={mergeClasses(styles.cell, styles.first)}>
                {calibrationBandLabel(band.band)}
              </th>
              <td className={styles.cell}>{count.format(band.shared)}</td>
              <td className={styles.cell}>{count.format(band.interested)}</td>
              <td className={styles.cell}>{count.format(band.notForMe)}</td>
              <td className={styles.cell}>{count.format(band.unmarked)}</td>
              <td className={styles.cell}>{band.shareInterested.value === null ? 'No marks' : percentText(band.shareInterested.value)}</td>
              <td className={styles.cell}>{intervalText(band.shareInterested) || '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {bands.some((band) => band.band === 'unbanded') ? (
        <Caption1 as="p" className={styles.note}>
          {UNBANDED_NOTE}
        </Caption1>
      ) : null}
    </div>
  );
}
