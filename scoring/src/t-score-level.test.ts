import { describe, expect, it } from 'vitest';
import { levelOfT, T_SCORE_LEVEL_CUTOFFS } from './t-score-level';

describe('levelOfT', () => {
  it.each([
    [20, 'Low'],
    [39.99, 'Low'],
    [40, 'Average'],
    [50, 'Average'],
    [60, 'Average'],
    [60.01, 'High'],
    [80, 'High'],
  ] as const)('T = %d is %s (spec: above 60 High, below 40 Low)', (t, level) => {
    expect(levelOfT(t)).toBe(level);
  });

  it('uses the spec cutoffs by default and others when given', () => {
    expect(T_SCORE_LEVEL_CUTOFFS).toEqual({ low: 40, high: 60 });
    expect(levelOfT(45, { low: 45, high: 55 })).toBe('Average');
    expect(levelOfT(44, { low: 45, high: 55 })).toBe('Low');
  });
});
