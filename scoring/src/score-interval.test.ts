import { describe, expect, it } from 'vitest';
import { spearmanBrown, tScoreInterval, tScoreSem } from './score-interval';

describe('score intervals', () => {
  it('is T +/- 1.96 x 10 sqrt(1 - r)', () => {
    // r = .75: SEM 5, margin 9.8
    expect(tScoreSem(0.75)).toBeCloseTo(5, 12);
    expect(tScoreInterval(59.6, 0.75)).toEqual({ low: 49.8, high: 69.4 });
    // r = .90: SEM 3.162, margin 6.198
    expect(tScoreInterval(64, 0.9)).toEqual({ low: 57.8, high: 70.2 });
  });

  it('carries a reliability to another length by Spearman-Brown', () => {
    expect(spearmanBrown(0.71, 2)).toBeCloseTo(1.42 / 1.71, 12);
    expect(spearmanBrown(0.83, 0.8)).toBeCloseTo(0.664 / 0.834, 12);
    expect(spearmanBrown(0.5, 1)).toBe(0.5);
  });

  it('refuses a reliability outside (0, 1)', () => {
    expect(() => tScoreSem(1)).toThrow();
    expect(() => tScoreSem(0)).toThrow();
    expect(() => spearmanBrown(1.2, 2)).toThrow();
  });
});
