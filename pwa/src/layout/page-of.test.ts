import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageOf } from './page-of';

describe('pageOf', () => {
  it('pages 10,000 rows 50 at a time, clamping the page', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => i);
    expect(pageOf(many, 0)).toMatchObject({ pages: 200, page: 0 });
    expect(pageOf(many, 199).rows).toHaveLength(PAGE_SIZE);
    expect(pageOf(many, 500).page).toBe(199);
    expect(pageOf([], 3)).toEqual({ rows: [], pages: 1, page: 0 });
  });
});
