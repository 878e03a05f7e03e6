import { describe, expect, it } from 'vitest';
import { GOT_SEM } from './interest-differentiation';
import { DEFAULT_RETEST_SEED, simulatedRetests } from './simulated-retests';

const GOT = [41, 56, 64, 61, 45, 38];

describe('simulatedRetests', () => {
  it('gives the same retests for the same seed, and others for another seed', () => {
    expect(Array.from(simulatedRetests(GOT, 50))).toEqual(Array.from(simulatedRetests(GOT, 50, DEFAULT_RETEST_SEED)));
    expect(Array.from(simulatedRetests(GOT, 50, 1))).not.toEqual(Array.from(simulatedRetests(GOT, 50, 2)));
  });

  it('adds to each score a normal error with mean 0 and SD = the GOT SEM (3.16)', () => {
    const retests = simulatedRetests(GOT, 20_000);
    const errors = Array.from(retests, (value, i) => value - (GOT[i % 6] as number));
    const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
    const sd = Math.sqrt(errors.reduce((sum, e) => sum + (e - mean) ** 2, 0) / (errors.length - 1));
    // 120,000 errors: the SE of the mean is 3.16 / 346 = 0.009, of the SD about 0.007.
    expect(Math.abs(mean)).toBeLessThan(0.04);
    expect(sd).toBeCloseTo(GOT_SEM, 1);
    expect(errors.filter((e) => Math.abs(e) > 1.96 * GOT_SEM).length / errors.length).toBeCloseTo(0.05, 2);
  });

  it('lays each retest out as six scores in RIASEC order, and refuses a bad count', () => {
    const retests = simulatedRetests(GOT, 3, 7, 0);
    expect(Array.from(retests)).toEqual([...GOT, ...GOT, ...GOT]);
    expect(() => simulatedRetests(GOT, -1)).toThrow(RangeError);
    expect(() => simulatedRetests(GOT, 1.5)).toThrow(RangeError);
  });
});
