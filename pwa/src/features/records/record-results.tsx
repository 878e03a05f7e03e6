import type { RecordMatchDto, RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { RECORD_RESULT_LIMIT } from '@career/sync-server/records/contract/record-dto';
import { Body1, Caption1, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { FitNote } from './fit-note';
import { MatchPager } from './match-pager';
import { showingRange } from './pager-pages';
import { RecordCard } from './record-card';
import { RecordMatchTable } from './record-match-table';
import { ResultsViewToggle } from './results-view-toggle';
import type { ResultsView } from './use-results-view';

const useStyles = makeStyles({
  results: { display: 'grid', gap: '24px' },
  bar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px 16px', flexWrap: 'wrap' },
  section: { display: 'grid', gap: '12px' },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(340px, 100%), 1fr))', gap: '16px' },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  loading: { justifyContent: 'start' },
  // The page on screen while the next one loads: still readable, plainly not the answer yet.
  stale: { opacity: 0.6 },
  // Below the sticky top bar when scrolled to on a page change.
  heading: { margin: 0, scrollMarginTop: '72px', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
});

function ResultSection({
  title,
  records,
  view,
  note,
  footer,
  empty,
  headingRef,
  busy = false,
}: {
  title: string;
  records: RecordMatchDto[];
  view: ResultsView;
  note?: ReactNode;
  footer?: ReactNode;
  empty: string;
  headingRef?: Ref<HTMLHeadingElement>;
  busy?: boolean;
}) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={busy || undefined}>
      {/* Title3's look; Text, as it takes a ref (the heading a page change moves to). */}
      <Text as="h2" size={500} weight="semibold" id={headingId} className={styles.heading} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Text>
      {note}
      {!records.length ? (
        <Body1 as="p" className={styles.muted}>
          {empty}
        </Body1>
      ) : view === 'table' ? (
        <div className={busy ? styles.stale : undefined}>
          <RecordMatchTable records={records} label={title} />
        </div>
      ) : (
        <div className={mergeClasses(styles.cards, busy && styles.stale)}>
          {records.map((record) => (
            <RecordCard key={record._id} record={record} />
          ))}
        </div>
      )}
      {footer}
    </section>
  );
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count.toLocaleString('en-US')} ${many}`);

/**
 * A search's answer: 'Matches' (records matching every filter, a page at a time) and
 * 'Suggestions' (matching some, best first; they come with the first page), as cards or a compact
 * table, or the spec's 'No records found' when there is neither. A search for a client says it is
 * sorted by fit. `matchesHeading` is where the reader is taken on a page change.
 */
export function RecordResults({
  result,
  loadingPage,
  view,
  onView,
  onPage,
  matchesHeading,
}: {
  result: RecordSearchDto;
  /** Another page being fetched: this one stays, marked busy. */
  loadingPage: number | null;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  onPage: (page: number) => void;
  matchesHeading: Ref<HTMLHeadingElement>;
}) {
  const styles = useStyles();
  const { exactMatch, suggestion, exactTotal, page, fitFor } = result;
  if (!exactTotal && !suggestion.length) {
    return (
      <Body1 as="p" role="status">
        No records found
      </Body1>
    );
  }
  const pageSize = result.pageSize > 0 ? result.pageSize : RECORD_RESULT_LIMIT;
  const pages = Math.max(1, Math.ceil(exactTotal / pageSize));
  const matches = plural(exactTotal, 'match', 'matches');
  const found = page > 1 ? `Found ${matches}. Page ${page} of ${pages}.` : `Found ${matches} and ${plural(suggestion.length, 'suggestion', 'suggestions')}.`;
  // A page past the last (an old link after records were deleted) shows no range, only the pager back.
  const range = exactMatch.length ? showingRange(page, pageSize, exactMatch.length, exactTotal) : '';
  const note =
    loadingPage !== null ? (
      <Spinner size="tiny" className={styles.loading} label={`Loading page ${loadingPage}...`} />
    ) : range && exactTotal > exactMatch.length ? (
      <Caption1 as="p" className={styles.muted}>
        {range} exact matches.
      </Caption1>
    ) : null;
  const pager = pages > 1 || page > 1 ? <MatchPager range={range} page={page} pages={pages} onPage={onPage} /> : null;
  return (
    <div className={styles.results}>
      <div className={styles.bar}>
        {/* Said once the search is done, so a screen-reader user knows the results arrived. */}
        <Body1 as="p" role="status" className={styles.muted}>
          {found}
        </Body1>
        <ResultsViewToggle view={view} onView={onView} />
      </div>
      {fitFor ? <FitNote fitFor={fitFor} /> : null}
      <ResultSection
        title="Matches"
        records={exactMatch}
        view={view}
        note={note}
        footer={pager}
        empty={exactTotal ? `There ${pages === 1 ? 'is only 1 page' : `are only ${pages} pages`} of matches.` : 'No record matches every filter.'}
        headingRef={matchesHeading}
        busy={loadingPage !== null}
      />
      <ResultSection title="Suggestions" records={page > 1 ? [] : suggestion} view={view} empty={page > 1 ? 'The suggestions are on page 1.' : 'No suggestions.'} />
    </div>
  );
}
