import type { RecordFilter } from '@career/sync-server/records/contract/record-dto';
import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import { Body1, Button, Caption1, Spinner, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { ButtonLink } from './button-link';
import { RecordFilterFields } from './record-filter-fields';
import { filtersFromParams, hasAnyFilter, paramsFromFilters } from './record-filters-query';
import { RecordResults } from './record-results';
import { useFilterOptions } from './records-api';
import { useRecordSearch } from './use-record-search';

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
 * when opened that way), then exact matches and ranked suggestions with the reason for each.
 */
export function CareerIdeasPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const options = useFilterOptions();
  const [initial] = useState(() => {
    const fromAddress = filtersFromParams(params);
    return hasAnyFilter(fromAddress) ? fromAddress : null;
  });
  const { state, search } = useRecordSearch(initial);
  const [missing, setMissing] = useState(false);

  function change(filter: RecordFilter, value: string) {
    setParams(paramsFromFilters({ ...filters, [filter]: value }), { replace: true });
    if (value) setMissing(false);
  }

  function reset() {
    setParams(new URLSearchParams(), { replace: true });
  }

  function submit() {
    if (!hasAnyFilter(filters)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    search(filters);
  }

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
      {state.status === 'searching' ? <Spinner label="Searching..." /> : null}
      {state.status === 'failed' ? <Notice intent="error">{state.message}</Notice> : null}
      {state.status === 'done' ? <RecordResults result={state.result} /> : null}
      <Body1 as="p">
        <AppLink to="/admin/database">Edit the records</AppLink>
      </Body1>
      <Caption1 as="p" className={styles.attribution}>
        {O_NET_ATTRIBUTION}
      </Caption1>
    </Page>
  );
}
