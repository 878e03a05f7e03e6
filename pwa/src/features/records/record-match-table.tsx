import type { RecordMatchDto } from '@career/sync-server/records/contract/record-dto';
import { FILTER_LABELS, salaryLabel, stressLabel } from '@career/sync-server/records/contract/record-dto';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { CareerFitDto } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_BAND_LABELS } from '@career/sync-server/records/contract/career-idea-dto';
import { WHY_IT_MAY_FIT, WORTH_KNOWING } from '../career-fit/fit-reasons';
import { ordinalText, stabilityText } from '../career-fit/fit-text';
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
  fit: { minWidth: '110px' },
  band: { display: 'block', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  place: { display: 'block', whiteSpace: 'nowrap' },
  stability: { display: 'block', color: tokens.colorNeutralForeground2 },
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

const count = new Intl.NumberFormat('en-US');

/** The Match cell: 'Strong match', '3rd of 923' and 'In the top 10 in about 7 of 10 simulated retests' (when any), one under the other. */
function FitCell({ fit }: { fit: CareerFitDto }) {
  const styles = useStyles();
  const stability = stabilityText(fit, 'counselor');
  return (
    <>
      <span className={styles.band}>{CAREER_BAND_LABELS[fit.band]},</span> <span className={styles.place}>{`${ordinalText(fit.rank)} of ${count.format(fit.of)}`}</span>
      {stability ? (
        <>
          {' '}
          <span className={styles.stability}>{stability}</span>
        </>
      ) : null}
    </>
  );
}

/** The reasons of a fit in the Why cell, each group after its heading in words: 'Why it may fit: ...', 'Worth knowing: ...'. */
function FitWhy({ fit }: { fit: CareerFitDto }) {
  const styles = useStyles();
  return (
    <>
      {fit.why.length ? <span className={styles.fitWhy}>{` ${WHY_IT_MAY_FIT}: ${fit.why.join(' ')}`}</span> : null}
      {fit.worthKnowing.length ? <span className={styles.fitWhy}>{` ${WORTH_KNOWING}: ${fit.worthKnowing.join(' ')}`}</span> : null}
    </>
  );
}

/**
 * The compact view of search results: one row per record with its coded fields, its match (band,
 * place and stability, when the search is for a client) and why it is listed (and may fit), so a page of 50 can be compared at a glance. It
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
                Match
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
              {hasFit ? <td className={mergeClasses(styles.cell, styles.fit)}>{record.fit === undefined ? '' : <FitCell fit={record.fit} />}</td> : null}
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
                {record.fit === undefined ? null : <FitWhy fit={record.fit} />}
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
