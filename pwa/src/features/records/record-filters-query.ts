import type { RecordFilter } from '@career/sync-server/records/contract/record-dto';
import { RECORD_FILTERS } from '@career/sync-server/records/contract/record-dto';
import type { RecordFilters, RecordSearch } from './records-api';

/**
 * The search filters live in the address (the spec's /admin/search-record/result?MBTI_1&…), so a
 * search can be bookmarked, shared and opened from a client's results. These read and write it.
 */
export function filtersFromParams(params: URLSearchParams): RecordFilters {
  const filters: RecordFilters = {};
  for (const filter of RECORD_FILTERS) {
    const value = params.get(filter)?.trim();
    if (value) filters[filter] = value;
  }
  return filters;
}

/** The query string of some filters: the non-empty ones, in the spec's order (stable addresses). */
export function paramsFromFilters(filters: RecordFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const filter of RECORD_FILTERS) {
    const value = filters[filter]?.trim();
    if (value) params.set(filter, value);
  }
  return params;
}

/** The spec asks for at least one non-empty filter before a search. */
export function hasAnyFilter(filters: RecordFilters): boolean {
  return RECORD_FILTERS.some((filter: RecordFilter) => Boolean(filters[filter]?.trim()));
}

/** The whole search in the address: the filters, `forUser` (sorted by fit to that client) and `page` (1 when absent or not a page number). */
export function searchFromParams(params: URLSearchParams): RecordSearch {
  const page = Number(params.get('page'));
  return {
    filters: filtersFromParams(params),
    forUser: params.get('forUser')?.trim() || null,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a search: the filters in the spec's order, then forUser, then the page when past the first. */
export function paramsFromSearch({ filters, forUser, page }: RecordSearch): URLSearchParams {
  const params = paramsFromFilters(filters);
  if (forUser) params.set('forUser', forUser);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether two searches ask the same question (the same filters, for the same client), whatever their pages. */
export function sameQuery(a: RecordSearch, b: RecordSearch): boolean {
  return a.forUser === b.forUser && RECORD_FILTERS.every((filter) => (a.filters[filter]?.trim() ?? '') === (b.filters[filter]?.trim() ?? ''));
}
