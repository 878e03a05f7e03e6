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

  it('with a minGap, settles the first n only when the n-th value is above the next by more than minGap', () => {
    // 60 | 57 | 45 | 45 | 40 | 40: gaps 3, 12, 0, 5, 0.
    const ranked = rankedProfile([60, 57, 45, 45, 40, 40], 4.47);
    expect([1, 2, 3, 4, 5].map((count) => ranked.settled(count))).toEqual([false, true, false, true, false]);
    // The order does not depend on the gap.
    expect(ranked.order).toEqual(rankedProfile([60, 57, 45, 45, 40, 40]).order);
  });

  it('does not take a gap of exactly minGap for a larger one when the subtraction rounds above it', () => {
    // Mean stars have two decimals; 2.2 - 1.7 is 0.5000000000000002 in floating point, 3 - 2.5 exactly 0.5.
    expect(2.2 - 1.7).toBeGreaterThan(0.5);
    expect(rankedProfile([2.2, 1.7, 1, 1, 1, 1], 0.5).settled(1)).toBe(false);
    expect(rankedProfile([3, 2.5, 1, 1, 1, 1], 0.5).settled(1)).toBe(false);
    expect(rankedProfile([2.21, 1.7, 1, 1, 1, 1], 0.5).settled(1)).toBe(true);
  });
});
