import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../neo/seeded-normal';
import type { CareerProfile } from './career-fit-types';
import { EXAMPLE_PROFILES, SEEDED_OCCUPATIONS, randomOccupations } from './careers-test-fixtures';
import { buildFitTable, scoreFitTable } from './fit-table';
import type { FitScores, FitTable } from './fit-table';
import { FIT_WEIGHTS } from './fit-weights';
import type { FitWeights } from './fit-weights';
import { fitStability } from './fit-stability';
import { rankByScore } from './rank-by-score';
import { DEFAULT_RETEST_SEED, simulatedRetests } from './simulated-retests';

interface Options {
  candidates?: number[];
  retests: number;
  top: number;
  seed?: number;
  weights?: FitWeights;
}

/** The definition, the slow way: score and rank the whole table for every retest. */
function bruteForce(table: FitTable, profile: CareerProfile, { candidates, retests, top, seed = DEFAULT_RETEST_SEED, weights = FIT_WEIGHTS }: Options): number[] {
  const noisy = simulatedRetests(profile.interests as number[], retests, seed);
  const counts = Array<number>(table.size).fill(0);
  for (let t = 0; t < retests; t += 1) {
    const retest = { ...profile, interests: Array.from(noisy.subarray(t * 6, t * 6 + 6)) };
    const order = rankByScore(scoreFitTable(table, retest, weights) as FitScores, candidates);
    for (const index of order.subarray(0, top)) counts[index] = (counts[index] as number) + 1;
  }
  return counts.map((count) => count / retests);
}

const topOf = (table: FitTable, profile: CareerProfile, count: number): number[] => Array.from(rankByScore(scoreFitTable(table, profile) as FitScores).subarray(0, count));

describe('fitStability', () => {
  it('gives exactly the brute-force shares on small random tables (profiles flat to spread, candidates, tops)', () => {
    const random = mulberry32(77);
    for (let run = 0; run < 12; run += 1) {
      const table = buildFitTable(randomOccupations(150 + Math.floor(random() * 250), random));
      const spread = [0, 1, 4, 12][run % 4] as number;
      const profile: CareerProfile = {
        interests: [0, 1, 2, 3, 4, 5].map(() => 50 + spread * (random() * 2 - 1)),
        values: run % 3 === 0 ? null : [0, 1, 2, 3, 4, 5].map(() => Math.round(random() * 400) / 100),
        educationLevel: run % 2 === 0 ? 5 : null,
        moreEducation: run % 4 === 1 ? 'no' : null,
        minimumSalary: run % 3 === 1 ? 60_000 : null,
      };
      const candidates = run % 2 === 1 ? Array.from({ length: table.size }, (_, i) => i).filter(() => random() < 0.4).reverse() : undefined;
      const options = { retests: 40, top: [1, 5, 10, 25][run % 4] as number, seed: run, ...(candidates ? { candidates } : {}) };
      expect(Array.from(fitStability(table, profile, options) ?? [])).toEqual(bruteForce(table, profile, options));
    }
  });

  it('gives exactly the brute-force shares on the 923 seeded occupations (200 retests, top 10)', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    for (const profile of Object.values(EXAMPLE_PROFILES)) {
      expect(Array.from(fitStability(table, profile) ?? [])).toEqual(bruteForce(table, profile, { retests: 200, top: 10 }));
    }
  });

  it('gives the same figures for the same inputs, and others for another seed', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    const first = Array.from(fitStability(table, EXAMPLE_PROFILES.demo) ?? []);
    expect(Array.from(fitStability(buildFitTable(SEEDED_OCCUPATIONS), EXAMPLE_PROFILES.demo) ?? [])).toEqual(first);
    expect(Array.from(fitStability(table, EXAMPLE_PROFILES.demo, { seed: 1 }) ?? [])).not.toEqual(first);
  });

  it('is high for the first ideas of a differentiated profile and low for every idea of a flat one', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    const stableOf = (profile: CareerProfile) => {
      const shares = fitStability(table, profile) as Float64Array;
      return topOf(table, profile, 10).map((index) => shares[index] as number);
    };
    const demo = stableOf(EXAMPLE_PROFILES.demo);
    expect(demo.slice(0, 3).every((share) => share >= 0.9)).toBe(true);
    const realistic = stableOf(EXAMPLE_PROFILES.realistic);
    expect(realistic[0]).toBeGreaterThanOrEqual(0.9);
    const flat = stableOf(EXAMPLE_PROFILES.flat);
    expect(Math.max(...flat)).toBeLessThan(0.35);
  });

  it('counts exactly `top` ideas a retest, only among the candidates', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    const candidates = Array.from({ length: 300 }, (_, i) => i * 3);
    const shares = fitStability(table, EXAMPLE_PROFILES.realistic, { candidates, retests: 50, top: 7 }) as Float64Array;
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(7, 10);
    expect(Array.from(shares).filter((share, index) => share > 0 && index % 3 !== 0)).toEqual([]);
    expect(Array.from(shares).every((share) => Math.abs(share * 50 - Math.round(share * 50)) < 1e-9)).toBe(true);
  });

  it('keeps the base top in every retest when the interests carry no weight', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    const weights: FitWeights = { ...FIT_WEIGHTS, interests: { perCorrelation: 0 } };
    const shares = fitStability(table, EXAMPLE_PROFILES.demo, { weights, retests: 20 }) as Float64Array;
    const top = Array.from(rankByScore(scoreFitTable(table, EXAMPLE_PROFILES.demo, weights) as FitScores).subarray(0, 10));
    expect(top.map((index) => shares[index])).toEqual(Array<number>(10).fill(1));
  });

  it('is null without interests, and all zeros with no retests, no top or no candidates', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    expect(fitStability(table, { ...EXAMPLE_PROFILES.demo, interests: null })).toBeNull();
    for (const options of [{ retests: 0 }, { top: 0 }, { candidates: [] }]) {
      expect(Array.from(fitStability(table, EXAMPLE_PROFILES.demo, options) ?? [1]).some((share) => share !== 0)).toBe(false);
    }
    expect(() => fitStability(table, EXAMPLE_PROFILES.demo, { top: 2.5 })).toThrow(RangeError);
  });
});
