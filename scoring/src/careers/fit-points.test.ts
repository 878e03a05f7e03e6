import { describe, expect, it } from 'vitest';
import { dollarsOrNaN, educationIndex, interestPoints, needsMoreEducation, payShortfall, scoreFromParts, valuesPoints } from './fit-points';

describe('the parts of a score', () => {
  it('weighs r and valuesFit by their perCorrelation, an unknown valuesFit (NaN) as 0', () => {
    expect(interestPoints(0.5, { perCorrelation: 50 })).toBe(25);
    expect(valuesPoints(-0.25, { perCorrelation: 10 })).toBe(-2.5);
    expect(valuesPoints(Number.NaN, { perCorrelation: 10 })).toBe(0);
  });

  it('adds the parts left to right (interests, values, education, salary), unrounded and unclamped', () => {
    expect(scoreFromParts(49.99, 10, -12, 3)).toBe(((49.99 + 10) + -12) + 3);
    expect(scoreFromParts(50, 10, 0, 3)).toBe(63);
    expect(scoreFromParts(-50, -10, -12, -15)).toBe(-87);
  });

  it('knows a gap in education only when both levels are known', () => {
    expect(needsMoreEducation(5, 7)).toBe(true);
    expect(needsMoreEducation(7, 7)).toBe(false);
    expect(needsMoreEducation(-1, 7)).toBe(false);
    expect(needsMoreEducation(5, -1)).toBe(false);
    expect([educationIndex(11), educationIndex(12), educationIndex(2.5), educationIndex(null)]).toEqual([11, -1, -1, -1]);
  });

  it('gives the pay shortfall as a share of the minimum, NaN when either is unknown', () => {
    expect(payShortfall(60_000, 54_000)).toBeCloseTo(0.1, 12);
    expect(payShortfall(60_000, 66_000)).toBeCloseTo(-0.1, 12);
    expect(payShortfall(dollarsOrNaN(null), 54_000)).toBeNaN();
    expect(payShortfall(60_000, dollarsOrNaN(-5))).toBeNaN();
  });
});
