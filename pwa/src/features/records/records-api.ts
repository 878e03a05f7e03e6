import type { CareerRecordDto, CareerRecordInput, FilterOptionsDto, RecordFilter, RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

/** The records' query keys: every change invalidates RECORDS_KEY (list, options and searches). */
export const RECORDS_KEY = ['records'] as const;

/** GET /api/records/get-search-records?jobTitle: the records by job title (all when the title is empty). */
export function fetchRecordList(jobTitle: string, signal?: AbortSignal): Promise<CareerRecordDto[]> {
  const query = new URLSearchParams({ jobTitle: jobTitle.trim() });
  return api<CareerRecordDto[]>(`/api/records/get-search-records?${query.toString()}`, { signal });
}

export interface RecordSaved {
  message: string;
  record: CareerRecordDto;
}

/** POST /api/records/add-single-record: answers 'record added successfully'. */
export function addRecord(record: CareerRecordInput): Promise<RecordSaved> {
  return api<RecordSaved>('/api/records/add-single-record', { method: 'POST', body: record });
}

/** PUT /api/records/update-record: answers 'Record updated successfully'. */
export function updateRecord(record: CareerRecordInput & { _id: string }): Promise<RecordSaved> {
  return api<RecordSaved>('/api/records/update-record', { method: 'PUT', body: record });
}

/** DELETE /api/records/delete-record/{id} */
export function deleteRecord(id: string): Promise<{ message: string }> {
  return api<{ message: string }>(`/api/records/delete-record/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export type RecordFilters = Partial<Record<RecordFilter, string>>;

/** One career search: its filters, the client it is for (results then sorted by fit) and the page of exact matches (1-based). */
export interface RecordSearch {
  filters: RecordFilters;
  forUser: string | null;
  page: number;
}

/**
 * GET /api/records/get-records?…&page&forUser: one page of exact matches and, with page 1, the
 * ranked suggestions (at least one filter). Page 1 is the server's default, so it is not sent.
 */
export function fetchMatches({ filters, forUser, page }: RecordSearch, signal?: AbortSignal): Promise<RecordSearchDto> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (forUser) query.set('forUser', forUser);
  if (page > 1) query.set('page', String(page));
  return api<RecordSearchDto>(`/api/records/get-records?${query.toString()}`, { signal });
}

/** GET /api/records/get-filter-options */
export function useFilterOptions() {
  return useQuery({
    queryKey: [...RECORDS_KEY, 'options'],
    queryFn: ({ signal }) => api<FilterOptionsDto>('/api/records/get-filter-options', { signal }),
  });
}
