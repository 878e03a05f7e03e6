import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { sameQuery } from './record-filters-query';
import type { RecordSearch } from './records-api';
import { fetchMatches } from './records-api';

export type RecordSearchState =
  | { status: 'idle' }
  /** `previous`: the page shown before, kept on screen while another page of the same search loads. */
  | { status: 'searching'; request: RecordSearch; previous: RecordSearchDto | null }
  | { status: 'done'; request: RecordSearch; result: RecordSearchDto }
  | { status: 'failed'; request: RecordSearch; message: string };

/**
 * Runs career-record searches on demand (the Search button, a page of matches), one at a time: a
 * new search aborts the one in flight, so a slow earlier answer can never replace a later one.
 * `initial` (from the address) is searched at once on opening.
 */
export function useRecordSearch(initial: RecordSearch | null) {
  const [firstSearch] = useState(initial);
  const [state, setState] = useState<RecordSearchState>(firstSearch ? { status: 'searching', request: firstSearch, previous: null } : { status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback((request: RecordSearch) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    fetchMatches(request, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ status: 'done', request, result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', request, message: apiErrorMessage(error, 'The search failed. Please try again.') });
      },
    );
  }, []);

  useEffect(() => {
    if (firstSearch) run(firstSearch);
    return () => inFlight.current?.abort();
  }, [firstSearch, run]);

  const search = useCallback(
    (request: RecordSearch) => {
      setState((before) => {
        // Another page of the results on screen keeps them there (marked busy) until it arrives.
        const shown = before.status === 'done' ? before : before.status === 'searching' && before.previous ? { request: before.request, result: before.previous } : null;
        const previous = shown && sameQuery(shown.request, request) ? shown.result : null;
        return { status: 'searching', request, previous };
      });
      run(request);
    },
    [run],
  );

  return { state, search };
}
