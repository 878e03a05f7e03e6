import type { RecordMatchDto } from '@career/sync-server/records/contract/record-dto';
import { Body1, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { DescriptionPanel } from './description-panel';
import { FitBandBadge } from '../career-fit/fit-band-badge';
import { FitReasons } from '../career-fit/fit-reasons';
import { FitSummary } from '../career-fit/fit-summary';
import { recordAttributes } from './record-attributes';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '12px',
    alignContent: 'start',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  table: { borderCollapse: 'collapse', width: '100%' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    padding: '4px 12px 4px 0',
    verticalAlign: 'top',
    width: '40%',
  },
  td: { padding: '4px 0', verticalAlign: 'top' },
  row: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  why: { color: tokens.colorNeutralForeground2, margin: 0 },
  heading: { margin: 0 },
  title: { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '8px' },
  badge: { flexShrink: 0, marginTop: '4px' },
});

/**
 * One search result: the job title (when the search is for a client, with its band, its place in
 * the client's list, how often it stays in their top ten on a retest, why it may fit and what is
 * worth knowing), its attributes in a two-column table, why it is listed (the server's sentence: a
 * counselor should see the reason, not just a rank) and its description.
 */
export function RecordCard({ record }: { record: RecordMatchDto }) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.title}>
        <Subtitle1 as="h3" id={titleId} className={styles.heading}>
          {record.jobTitle}
        </Subtitle1>
        {record.fit === undefined ? null : (
          <span className={styles.badge}>
            {/* The line below says the band in words: heard once. */}
            <FitBandBadge band={record.fit.band} decorative />
          </span>
        )}
      </div>
      {record.fit === undefined ? null : (
        <>
          <FitSummary fit={record.fit} />
          <FitReasons why={record.fit.why} worthKnowing={record.fit.worthKnowing} />
        </>
      )}
      <table className={styles.table}>
        <tbody>
          {recordAttributes(record).map((attribute) => (
            <tr key={attribute.label} className={styles.row}>
              <th scope="row" className={styles.th}>
                <Caption1>{attribute.label}</Caption1>
              </th>
              <td className={styles.td}>
                <Body1>{attribute.value}</Body1>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {record.why ? (
        <Body1 as="p" className={styles.why}>
          Why: {record.why}
        </Body1>
      ) : null}
      <DescriptionPanel text={record.description} />
    </article>
  );
}
