import type { RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error';
import type { RecordFilters } from './records-api';
import { fetchMatches } from './records-api';

export type RecordSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; result: RecordSearchDto }
  | { status: 'failed'; message: string };

/**
 * Runs career-record searches on demand (the Search button), one at a time: a new search aborts
 * the one in flight, so a slow earlier answer can never replace a later one. `initial` filters
 * (from the address) are searched at once on opening.
 */
export function useRecordSearch(initial: RecordFilters | null) {
  const [firstFilters] = useState(initial);
  const [state, setState] = useState<RecordSearchState>(firstFilters ? { status: 'searching' } : { status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);

  const run = useCallback((filters: RecordFilters) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    fetchMatches(filters, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setState({ status: 'done', result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: error instanceof ApiError ? error.message : 'The search failed. Please try again.' });
      },
    );
  }, []);

  useEffect(() => {
    if (firstFilters) run(firstFilters);
    return () => inFlight.current?.abort();
  }, [firstFilters, run]);

  const search = useCallback(
    (filters: RecordFilters) => {
      setState({ status: 'searching' });
      run(filters);
    },
    [run],
  );

  return { state, search };
}
