import type { SiiMeasure } from './sii-types';

export type SiiSortKey = 'name' | 'theme' | 'value';

/**
 * For the sortable, theme-filterable BIS and OS tables: keeps measures whose themeCode contains
 * `themeLetter` (all when undefined) and sorts them by `key` (ties keep input order).
 */
export function siiTableView<T extends SiiMeasure>(
  measures: readonly T[],
  key: SiiSortKey,
  direction: 'asc' | 'desc' = 'asc',
  themeLetter?: string,
): T[] {
  const filtered = themeLetter === undefined ? [...measures] : measures.filter((m) => m.themeCode.toUpperCase().includes(themeLetter.toUpperCase()));
  const sign = direction === 'asc' ? 1 : -1;
  return filtered.sort((a, b) => {
    if (key === 'value') return sign * (a.value - b.value);
    const x = key === 'name' ? a.name : a.themeCode;
    const y = key === 'name' ? b.name : b.themeCode;
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  });
}
