import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelWithBoundary, nearLevels } from './level-boundary';
import { levelOfT } from './t-score-level';

describe('levelWithBoundary', () => {
  it.each([
    ['Average', 59.6, 50.0, 69.2, 'Average, near the boundary with High'],
    ['High', 60.4, 50.8, 70.0, 'High, near the boundary with Average'],
    ['Average', 50, 44, 56, 'Average'],
    ['High', 75, 65.2, 84.8, 'High'],
    ['Low', 35, 25.2, 44.8, 'Low, near the boundary with Average'],
    ['Low', 25, 15.2, 34.8, 'Low'],
    ['Average', 50, 38.6, 61.4, 'Average, near the boundaries with Low and High'],
    ['Average', 45, 38, 52, 'Average, near the boundary with Low'],
  ] as const)('%s %d with a band %d-%d reads "%s"', (level, _t, low, high, text) => {
    expect(levelWithBoundary(level, { low, high })).toBe(text);
  });

  it('keeps the plain level when no band is known (results stored before bands)', () => {
    expect(levelWithBoundary('High', undefined)).toBe('High');
  });

  it('never names the score\'s own level, and names another exactly when the band reaches past a cut-off', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 15, noNaN: true }), (t, margin) => {
        const level = levelOfT(t);
        const interval = { low: t - margin, high: t + margin };
        const near = nearLevels(level, interval);
        expect(near).not.toContain(level);
        const levelsInBand = new Set([levelOfT(interval.low), levelOfT(interval.high), level]);
        expect(near.length > 0).toBe(levelsInBand.size > 1);
      }),
    );
  });
});
