import { describe, expect, it } from 'vitest';
import { PAGE_GAP, pagerPages, showingRange } from './pager-pages';

describe('pagerPages', () => {
  it('lists every page up to seven', () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pagerPages(10, 19)).toEqual([1, PAGE_GAP, 9, 10, 11, PAGE_GAP, 19]);
    expect(pagerPages(1, 19)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 19]);
    expect(pagerPages(3, 19)).toEqual([1, 2, 3, 4, 5, PAGE_GAP, 19]);
    expect(pagerPages(18, 19)).toEqual([1, PAGE_GAP, 15, 16, 17, 18, 19]);
    expect(pagerPages(19, 19)).toEqual([1, PAGE_GAP, 15, 16, 17, 18, 19]);
  });

  it('treats a page past either end as the nearest end', () => {
    expect(pagerPages(40, 19)).toEqual([1, PAGE_GAP, 15, 16, 17, 18, 19]);
  });
});

describe('showingRange', () => {
  it('names the records shown on a page', () => {
    expect(showingRange(1, 50, 50, 87)).toBe('Showing 1-50 of 87');
    expect(showingRange(2, 50, 50, 237)).toBe('Showing 51-100 of 237');
    expect(showingRange(19, 50, 23, 923)).toBe('Showing 901-923 of 923');
    expect(showingRange(2, 50, 50, 1200)).toBe('Showing 51-100 of 1,200');
  });
});
