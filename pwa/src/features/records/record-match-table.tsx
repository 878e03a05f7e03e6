import type { RecordMatchDto } from '@career/sync-server/records/contract/record-dto';
import { FILTER_LABELS, salaryLabel, stressLabel } from '@career/sync-server/records/contract/record-dto';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DERIVED_MBTI_NOTE } from './record-labels';

const useStyles = makeStyles({
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: {
    textAlign: 'start',
    verticalAlign: 'bottom',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    padding: '6px 8px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  cell: { textAlign: 'start', verticalAlign: 'top', padding: '6px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  title: { minWidth: '150px', fontWeight: tokens.fontWeightSemibold },
  code: { whiteSpace: 'nowrap' },
  fit: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  why: { minWidth: '200px' },
  fitWhy: { display: 'block', marginTop: '4px', color: tokens.colorNeutralForeground2 },
  abbr: { textDecoration: 'none' },
  derived: { color: tokens.colorNeutralForeground3 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  footnote: { color: tokens.colorNeutralForeground3, margin: '4px 0 0' },
});

/** MBTI letters of a seeded record: derived from its O*NET profile, so marked (an asterisk, explained under the table). */
function Mbti({ record, field }: { record: RecordMatchDto; field: 'MBTI_1' | 'MBTI_2' | 'MBTI_3' }) {
  const styles = useStyles();
  return (
    <>
      {record[field]}
      {record.mbtiDerived ? (
        <>
          <span className={styles.derived} aria-hidden="true" title={DERIVED_MBTI_NOTE}>
            *
          </span>
          <span className={styles.hidden}> (derived)</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The compact view of search results: one row per record with its coded fields, its fit (when the
 * search is for a client) and why it is listed, so a page of 50 can be compared at a glance. It
 * wraps rather than scrolls: it fits the page at 1366 px.
 */
export function RecordMatchTable({ records, label }: { records: readonly RecordMatchDto[]; label: string }) {
  const styles = useStyles();
  const hasFit = records.some((record) => record.fit !== undefined);
  const hasDerived = records.some((record) => record.mbtiDerived);
  return (
    <div>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Job Title
            </th>
            {hasFit ? (
              <th scope="col" className={styles.head}>
                Fit
              </th>
            ) : null}
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.SII_1}
            </th>
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.SII_2}
            </th>
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.SII_3}
            </th>
            <th scope="col" className={styles.head} aria-label={FILTER_LABELS.MBTI_1}>
              <abbr className={styles.abbr} title={FILTER_LABELS.MBTI_1}>
                E/I
              </abbr>
            </th>
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.MBTI_2}
            </th>
            <th scope="col" className={styles.head} aria-label={FILTER_LABELS.MBTI_3}>
              <abbr className={styles.abbr} title={FILTER_LABELS.MBTI_3}>
                J/P
              </abbr>
            </th>
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.salary}
            </th>
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.min_edu}
            </th>
            <th scope="col" className={styles.head}>
              {FILTER_LABELS.stress_level}
            </th>
            <th scope="col" className={styles.head}>
              Why
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record._id}>
              <th scope="row" className={mergeClasses(styles.cell, styles.title)}>
                {record.jobTitle}
              </th>
              {hasFit ? <td className={mergeClasses(styles.cell, styles.fit)}>{record.fit === undefined ? '' : Math.round(record.fit)}</td> : null}
              <td className={styles.cell}>{record.SII_1}</td>
              <td className={styles.cell}>{record.SII_2}</td>
              <td className={styles.cell}>{record.SII_3}</td>
              <td className={mergeClasses(styles.cell, styles.code)}>
                <Mbti record={record} field="MBTI_1" />
              </td>
              <td className={mergeClasses(styles.cell, styles.code)}>
                <Mbti record={record} field="MBTI_2" />
              </td>
              <td className={mergeClasses(styles.cell, styles.code)}>
                <Mbti record={record} field="MBTI_3" />
              </td>
              <td className={mergeClasses(styles.cell, styles.code)}>{salaryLabel(record.salary)}</td>
              <td className={styles.cell}>{record.min_edu}</td>
              <td className={styles.cell}>{stressLabel(record.stress_level)}</td>
              <td className={mergeClasses(styles.cell, styles.why)}>
                {record.why}
                {record.fitWhy ? <span className={styles.fitWhy}> {record.fitWhy}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasDerived ? (
        <Caption1 as="p" className={styles.footnote}>
          * {DERIVED_MBTI_NOTE}.
        </Caption1>
      ) : null}
    </div>
  );
}
