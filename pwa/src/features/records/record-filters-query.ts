import type { RecordFilter } from '@career/sync-server/records/contract/record-dto';
import { RECORD_FILTERS } from '@career/sync-server/records/contract/record-dto';
import type { RecordFilters } from './records-api';

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
