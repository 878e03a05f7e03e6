/** Rows per page of the admin tables (users, career records): quick to draw with thousands of rows. */
export const PAGE_SIZE = 50;

/** One page of rows (the page number clamped to the pages there are). */
export function pageOf<T>(rows: readonly T[], page: number): { rows: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE), pages, page: current };
}
