import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { fetchRecordList, RECORDS_KEY } from './records-api';
import { matchesTerm, withAdded, withoutRecord, withUpdated } from './record-list-updates';

const LIST_KEY = [...RECORDS_KEY, 'list'] as const;

/** One cache entry per searched job title, so a new search is a new query and the one in flight is cancelled. */
export function recordListKey(jobTitle: string) {
  return [...LIST_KEY, jobTitle] as const;
}

/**
 * The admin list for a job-title search ('' for every record). react-query aborts the previous
 * search's request when the title changes (the query loses its observer and its signal was
 * used); going back to a searched title shows it at once and fetches it again.
 */
export function useRecordList(jobTitle: string) {
  return useQuery({
    queryKey: recordListKey(jobTitle),
    queryFn: ({ signal }) => fetchRecordList(jobTitle, signal),
    staleTime: 0,
  });
}

export type RecordChange = { kind: 'added' | 'updated'; record: CareerRecordDto } | { kind: 'deleted'; id: string };

const isListKey = (key: QueryKey) => key[0] === LIST_KEY[0] && key[1] === LIST_KEY[1];

/**
 * Applies a saved change to every cached list at once (the spec's add re-sort, update by _id,
 * delete by _id) instead of fetching up to 2,000 records again, then marks the other record
 * queries (filter options, the search page's matches) stale so they reload when next used.
 */
export function applyRecordChange(queryClient: QueryClient, change: RecordChange): void {
  for (const [key, list] of queryClient.getQueriesData<CareerRecordDto[]>({ queryKey: LIST_KEY })) {
    if (!list) continue;
    const term = typeof key[2] === 'string' ? key[2] : '';
    if (change.kind === 'deleted') queryClient.setQueryData(key, withoutRecord(list, change.id));
    else if (change.kind === 'updated') queryClient.setQueryData(key, withUpdated(list, change.record));
    else if (matchesTerm(change.record.jobTitle, term)) queryClient.setQueryData(key, withAdded(list, change.record));
  }
  void queryClient.invalidateQueries({ queryKey: RECORDS_KEY, predicate: (query) => !isListKey(query.queryKey) });
}
