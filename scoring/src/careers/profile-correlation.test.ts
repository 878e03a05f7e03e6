import { describe, expect, it } from 'vitest';
import { isFlatProfile, unitCorrelation, unitProfile } from './profile-correlation';

const r = (x: readonly number[], y: readonly number[]): number => unitCorrelation(unitProfile(x), 0, unitProfile(y), 0);

// Client x = [60, 50, 40, 50, 45, 55]: mean 50, deviations dx = [10, 0, -10, 0, -5, 5], sum dx^2 = 250.
const CLIENT = [60, 50, 40, 50, 45, 55];

describe('Pearson r as a dot product of unit profiles', () => {
  it('is 1 for a profile that is a linear function of the client (y = x / 5 - 7)', () => {
    // y = [5, 3, 1, 3, 2, 4]: dy = dx / 5, so r = 1 exactly.
    expect(r(CLIENT, [5, 3, 1, 3, 2, 4])).toBeCloseTo(1, 12);
    expect(r(CLIENT, [1, 3, 5, 3, 4, 2])).toBeCloseTo(-1, 12);
  });

  it('matches hand-computed correlations', () => {
    // y = [2, 6, 4, 3, 5, 1]: mean 3.5, dy = [-1.5, 2.5, 0.5, -0.5, 1.5, -2.5], sum dy^2 = 17.5,
    // sum dx dy = -15 + 0 - 5 + 0 - 7.5 - 12.5 = -40; r = -40 / sqrt(250 x 17.5) = -40 / 66.1438 = -0.60474.
    expect(r(CLIENT, [2, 6, 4, 3, 5, 1])).toBeCloseTo(-0.60474, 5);
    // y = [4, 5, 1, 2, 3, 6]: dy = [0.5, 1.5, -2.5, -1.5, -0.5, 2.5], sum dy^2 = 17.5,
    // sum dx dy = 5 + 0 + 25 + 0 + 2.5 + 12.5 = 45; r = 45 / 66.1438 = 0.68034.
    expect(r(CLIENT, [4, 5, 1, 2, 3, 6])).toBeCloseTo(0.68034, 5);
    // y = [6, 3, 1, 4, 2, 5]: dy = [2.5, -0.5, -2.5, 0.5, -1.5, 1.5], sum dx dy = 25 + 25 + 7.5 + 7.5 = 65; r = 0.98271.
    expect(r(CLIENT, [6, 3, 1, 4, 2, 5])).toBeCloseTo(0.98271, 5);
    // y = [3, 4, 3, 2, 3, 3]: dy = [0, 1, 0, -1, 0, 0] meets dx only where dx = 0: r = 0.
    expect(r(CLIENT, [3, 4, 3, 2, 3, 3])).toBe(0);
  });

  it('ignores scale and shift (T-scores against 1-7 ratings)', () => {
    expect(r(CLIENT, CLIENT.map((v) => v * 0.1 - 2))).toBeCloseTo(1, 12);
  });

  it('gives 0 for a flat profile, with no division by zero', () => {
    const flat = unitProfile([50, 50, 50, 50, 50, 50]);
    expect(isFlatProfile(flat)).toBe(true);
    expect(r([50, 50, 50, 50, 50, 50], [1, 2, 3, 4, 5, 6])).toBe(0);
    expect(r([1, 2, 3, 4, 5, 6], [4.2, 4.2, 4.2, 4.2, 4.2, 4.2])).toBe(0);
    // Equal values whose mean rounds (0.1 x 6 / 6 is not exactly 0.1) still count as flat.
    expect(isFlatProfile(unitProfile([0.1, 0.1, 0.1, 0.1, 0.1, 0.1]))).toBe(true);
    expect(isFlatProfile(unitProfile([1e6 + 0.3, 1e6 + 0.3, 1e6 + 0.3, 1e6 + 0.3, 1e6 + 0.3, 1e6 + 0.3]))).toBe(true);
  });

  it('stays within -1..1', () => {
    const x = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
    expect(r(x, x)).toBeLessThanOrEqual(1);
    expect(r(x, x.map((v) => -v))).toBeGreaterThanOrEqual(-1);
  });
});
