import type { RecordMatchDto, RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { Body1, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { RecordCard } from './record-card';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '12px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(340px, 100%), 1fr))', gap: '16px' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  heading: { margin: 0 },
});

function ResultSection({ title, records, note, empty }: { title: string; records: RecordMatchDto[]; note?: ReactNode; empty: string }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Title3 as="h2" id={headingId} className={styles.heading}>
        {title}
      </Title3>
      {note}
      {records.length ? (
        <div className={styles.cards}>
          {records.map((record) => (
            <RecordCard key={record._id} record={record} />
          ))}
        </div>
      ) : (
        <Body1 as="p" className={styles.muted}>
          {empty}
        </Body1>
      )}
    </section>
  );
}

/**
 * A search's answer: 'Matches' (records matching every filter) and 'Suggestions' (matching some,
 * best first), or the spec's 'No records found' when there is neither.
 */
export function RecordResults({ result }: { result: RecordSearchDto }) {
  const styles = useStyles();
  const { exactMatch, suggestion, exactTotal } = result;
  if (!exactMatch.length && !suggestion.length) {
    return (
      <Body1 as="p" role="status">
        No records found
      </Body1>
    );
  }
  const note =
    exactTotal > exactMatch.length ? (
      <Caption1 as="p" className={styles.muted}>
        Showing {exactMatch.length} of {exactTotal} exact matches.
      </Caption1>
    ) : null;
  const matches = exactTotal === 1 ? '1 match' : `${exactTotal.toLocaleString('en-US')} matches`;
  const suggestions = suggestion.length === 1 ? '1 suggestion' : `${suggestion.length} suggestions`;
  return (
    <>
      {/* Said once the search is done, so a screen-reader user knows the results arrived. */}
      <Body1 as="p" role="status" className={styles.muted}>
        Found {matches} and {suggestions}.
      </Body1>
      <ResultSection title="Matches" records={exactMatch} note={note} empty="No record matches every filter." />
      <ResultSection title="Suggestions" records={suggestion} empty="No suggestions." />
    </>
  );
}
