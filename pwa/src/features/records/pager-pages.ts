/** A gap in a long run of page numbers ('…'). */
export const PAGE_GAP = 'gap' as const;

/**
 * The page numbers a pager offers: all of them up to seven, else the first, the last and the
 * current one with its neighbours, with a gap where pages are left out (1 … 4 5 6 … 19).
 */
export function pagerPages(page: number, pages: number): (number | typeof PAGE_GAP)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), pages);
  // Near either end, five numbers on that side, so the row keeps one length.
  const from = Math.max(2, Math.min(current - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const gap = (shown: boolean): (typeof PAGE_GAP)[] => (shown ? [PAGE_GAP] : []);
  return [1, ...gap(from > 2), ...middle, ...gap(to < pages - 1), pages];
}

/** 'Showing 51-100 of 237' (page is 1-based). */
export function showingRange(page: number, pageSize: number, shown: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const count = (value: number) => value.toLocaleString('en-US');
  return `Showing ${count(first)}-${count(first + shown - 1)} of ${count(total)}`;
}
