import { describe, expect, it } from 'vitest';
import { rankedProfile } from './ranked-profile';

describe('rankedProfile', () => {
  it('orders entries highest first, equal values in index order', () => {
    expect(rankedProfile([2, 5, 3, 5, 1, 0]).order).toEqual([1, 3, 2, 0, 4, 5]);
  });

  it('settles the first n as a set only when the n-th value is above the next', () => {
    const ranked = rankedProfile([2, 5, 3, 5, 1, 1]);
    // 5, 5 | 3 | 2 | 1, 1
    expect([1, 2, 3, 4, 5].map((count) => ranked.settled(count))).toEqual([false, true, true, true, false]);
    expect(ranked.settled(0)).toBe(false);
    expect(ranked.settled(6)).toBe(false);
  });
});
