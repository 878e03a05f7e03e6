import type { RecordFilter } from '@career/sync-server/records/contract/record-dto';
import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import { Body1, Button, Caption1, Spinner, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { ButtonLink } from './button-link';
import { RecordFilterFields } from './record-filter-fields';
import { hasAnyFilter, paramsFromSearch, sameQuery, searchFromParams } from './record-filters-query';
import { RecordResults } from './record-results';
import type { RecordSearch } from './records-api';
import { useFilterOptions } from './records-api';
import { useRecordSearch } from './use-record-search';
import { useResultsView } from './use-results-view';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: '8px' },
  heading: { margin: 0 },
  summary: {
    display: 'grid',
    gap: '16px',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap', alignItems: 'center' },
  required: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  attribution: { color: tokens.colorNeutralForeground3, margin: 0 },
});

/** The spec's message for a search with every filter blank (its spelling). */
export const FILTER_REQUIRED = 'Atleast one filter is required';

/**
 * /admin/search-record/result: 'Data-Driven Career Ideas'. Ten filters kept in the address (so a
 * search can be shared, bookmarked and opened from a client's results, and is searched at once
 * when opened that way), then exact matches a page at a time and ranked suggestions with the
 * reason for each, as cards or a table. Opened for a client (`forUser`, from 'Career ideas for
 * this client'), both come sorted by fit to that client; the address keeps forUser, the page
 * (`page`) and the view (`view`) too.
 */
export function CareerIdeasPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const { filters, forUser } = searchFromParams(params);
  const [view, setView] = useResultsView();
  const options = useFilterOptions();
  const [initial] = useState(() => {
    const fromAddress = searchFromParams(params);
    return hasAnyFilter(fromAddress.filters) ? fromAddress : null;
  });
  const { state, search } = useRecordSearch(initial);
  const [missing, setMissing] = useState(false);
  const matchesHeading = useRef<HTMLHeadingElement>(null);
  const request = state.status === 'idle' ? null : state.request;

  // The address leads the pages: Previous, Next and the browser's Back and Forward change `page`,
  // and the results follow while the address still holds the search they show.
  useEffect(() => {
    const wanted = searchFromParams(params);
    if (request && sameQuery(request, wanted) && request.page !== wanted.page) search({ ...request, page: wanted.page });
  }, [params, request, search]);

  /** Writes a search to the address, keeping the view; a new page is a step in the history, a filter change is not. */
  function show(next: RecordSearch, { step = false } = {}) {
    const after = paramsFromSearch(next);
    const chosenView = params.get('view');
    if (chosenView) after.set('view', chosenView);
    setParams(after, { replace: !step });
  }

  function change(filter: RecordFilter, value: string) {
    show({ filters: { ...filters, [filter]: value }, forUser, page: 1 });
    if (value) setMissing(false);
  }

  function reset() {
    show({ filters: {}, forUser, page: 1 });
  }

  function submit() {
    if (!hasAnyFilter(filters)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const next = { filters, forUser, page: 1 };
    show(next);
    search(next);
  }

  /** Another page of the search shown: its address (the effect above fetches it), and the reader taken back to the Matches heading. */
  function goToPage(page: number) {
    if (!request) return;
    show({ ...request, page }, { step: true });
    const heading = matchesHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView?.({ block: 'start' });
  }

  const shown = state.status === 'done' ? state.result : state.status === 'searching' ? state.previous : null;

  return (
    <Page>
      <div className={styles.header}>
        <ButtonLink to="/admin/search-record" appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back" />
        <Title2 as="h1" className={styles.heading}>
          Data-Driven Career Ideas
        </Title2>
      </div>
      <section className={styles.summary} aria-labelledby="career-ideas-summary">
        <Title3 as="h2" id="career-ideas-summary" className={styles.heading}>
          SUMMARY
        </Title3>
        {options.error ? <Notice intent="error">We could not load the filter choices. {options.error.message}</Notice> : null}
        <RecordFilterFields filters={filters} options={options.data} onChange={change} />
        <div className={styles.buttons}>
          <Button onClick={reset}>Reset</Button>
          <Button appearance="primary" onClick={submit}>
            Search
          </Button>
          {options.isPending ? <Spinner size="tiny" label="Loading choices..." /> : null}
        </div>
        {missing ? (
          <Body1 as="p" role="alert" className={styles.required}>
            {FILTER_REQUIRED}
          </Body1>
        ) : null}
      </section>
      {state.status === 'searching' && !shown ? <Spinner label="Searching..." /> : null}
      {state.status === 'failed' ? <Notice intent="error">{state.message}</Notice> : null}
      {shown ? (
        <RecordResults
          result={shown}
          loadingPage={state.status === 'searching' ? state.request.page : null}
          view={view}
          onView={setView}
          onPage={goToPage}
          matchesHeading={matchesHeading}
        />
      ) : null}
      <Body1 as="p">
        <AppLink to="/admin/database">Edit the records</AppLink>
      </Body1>
      <Caption1 as="p" className={styles.attribution}>
        {O_NET_ATTRIBUTION}
      </Caption1>
    </Page>
  );
}
