import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../neo/seeded-normal';
import { careerFit } from './career-fit';
import type { CareerProfile, OccupationFacts } from './career-fit-types';
import { EXAMPLE_PROFILES, SEEDED_OCCUPATIONS, SEEDED_TITLES } from './careers-test-fixtures';
import { isBefore } from './fit-order';
import { buildFitTable, scoreFitTable } from './fit-table';
import type { FitScores } from './fit-table';
import { rankByScore } from './rank-by-score';

const scoresOf = (score: number[], correlation?: number[], valuesFit?: number[]): FitScores => ({
  score: Float64Array.from(score),
  correlation: Float64Array.from(correlation ?? score.map(() => 0)),
  valuesFit: Float64Array.from(valuesFit ?? score.map(() => Number.NaN)),
});
const rank = (scores: FitScores, candidates?: number[]): number[] => Array.from(rankByScore(scores, candidates));

/** The order by a plain comparison sort of the same rule, to check the bucket sort against. */
function compared(scores: FitScores, candidates?: readonly number[]): number[] {
  const { score, correlation, valuesFit } = scores;
  const indexes = candidates ? [...candidates] : Array.from(score, (_, i) => i);
  return indexes.sort((a, b) => (isBefore(score[a] as number, correlation[a] as number, valuesFit[a] as number, a, score[b] as number, correlation[b] as number, valuesFit[b] as number, b) ? -1 : 1));
}

describe('rankByScore', () => {
  it('ranks by score, highest first, then correlation, then valuesFit (unknown last), then index', () => {
    expect(rank(scoresOf([50, 70, 50, 70, 100, 0]))).toEqual([4, 1, 3, 0, 2, 5]);
    expect(rank(scoresOf([60, 60, 60], [0.1, 0.3, 0.2]))).toEqual([1, 2, 0]);
    expect(rank(scoresOf([60, 60, 60, 60], [0.5, 0.5, 0.5, 0.5], [0.1, Number.NaN, 0.4, 0.1]))).toEqual([2, 0, 3, 1]);
    expect(rank(scoresOf([-3.5, -3.25, 12.125]))).toEqual([2, 1, 0]);
    expect(rank(scoresOf([]))).toEqual([]);
  });

  it('ranks only the candidates, in any order given', () => {
    const scores = scoresOf([50, 70, 50, 70, 100]);
    expect(rank(scores, [3, 0, 2])).toEqual([3, 0, 2]);
    expect(rank(scores, [2, 0])).toEqual([0, 2]);
    expect(Array.from(rankByScore(scoresOf([10, 20, 30]), Int32Array.from([0, 2])))).toEqual([2, 0]);
    expect(rank(scores, [])).toEqual([]);
  });

  it('refuses a candidate outside the scores, a fraction, or one given twice', () => {
    const scores = scoresOf([1, 2]);
    expect(() => rank(scores, [2])).toThrow(RangeError);
    expect(() => rank(scores, [-1])).toThrow(RangeError);
    expect(() => rank(scores, [0.5])).toThrow(RangeError);
    expect(() => rank(scores, [1, 1])).toThrow(/given twice/);
  });

  it('puts NaN scores last and copes with infinite ones', () => {
    expect(rank(scoresOf([0.5, Number.NaN, 0.75, Number.NaN, 101]))).toEqual([4, 2, 0, 1, 3]);
    expect(rank(scoresOf([1, Infinity, -Infinity, 2]))).toEqual([1, 3, 0, 2]);
  });

  it('gives the order of a comparison sort on many scores with ties, spread and pile-ups', () => {
    const random = mulberry32(5);
    const size = 20_000;
    // Whole numbers (many ties, big buckets), a few far outliers, and fine fractions.
    const score = Array.from({ length: size }, (_, i) => (i % 3 === 0 ? Math.floor(random() * 40) : i % 997 === 0 ? 1e6 * (random() - 0.5) : random() * 100 - 50));
    const correlation = Array.from({ length: size }, () => Math.floor(random() * 5) / 4);
    const valuesFit = Array.from({ length: size }, () => (random() < 0.2 ? Number.NaN : Math.floor(random() * 3) / 2));
    const scores = scoresOf(score, correlation, valuesFit);
    expect(rank(scores)).toEqual(compared(scores));
    const candidates = Array.from({ length: size }, (_, i) => i).filter(() => random() < 0.3).reverse();
    expect(rank(scores, candidates)).toEqual(compared(scores, candidates));
  });

  it('orders a 206-way tie in interests by the other parts, and by job title only when every part is equal', () => {
    // 206 occupations with the same interest ratings (a strongly Realistic profile's best match): their
    // correlation, and so interest part, is the same; values, education and pay decide, then the title.
    const random = mulberry32(206);
    const interests = [7, 3, 1, 1, 2, 4];
    const occupations: OccupationFacts[] = Array.from({ length: 206 }, (_, i) => ({
      interests,
      highPoints: [],
      workValues: i % 10 === 9 ? null : [1, 2, 3, 4, 5, 6].map(() => 1 + Math.round(random() * 6)),
      educationLevel: i % 7 === 0 ? 7 : 1,
      medianWage: i % 5 === 0 ? null : 30_000 + 1_000 * Math.floor(random() * 60),
    }));
    // Four copies of the first occupation's facts: equal in every part, so in table (title) order.
    for (const at of [50, 120, 180]) occupations[at] = { ...(occupations[0] as OccupationFacts) };
    const profile: CareerProfile = { interests: [70, 50, 38, 36, 42, 52], values: [3, 2.5, 1.5, 2, 2.5, 3.5], educationLevel: 5, moreEducation: 'no', minimumSalary: 60_000 };
    const scores = scoreFitTable(buildFitTable(occupations), profile) as FitScores;
    expect(new Set(scores.correlation).size).toBe(1);
    const order = rank(scores);
    expect(order).toEqual(compared(scores));
    const fits = order.map((index) => careerFit(profile, occupations[index] as OccupationFacts));
    for (let i = 1; i < fits.length; i += 1) expect((fits[i - 1]?.score ?? 0) >= (fits[i]?.score ?? 0)).toBe(true);
    // The copies of occupation 0 are together and in table order.
    const copies = order.filter((index) => [0, 50, 120, 180].includes(index));
    expect(copies).toEqual([0, 50, 120, 180]);
    expect(order.indexOf(180) - order.indexOf(0)).toBe(3);
  });

  it('leaves no ties among the 923 seeded occupations for the example profiles (the old fit tied 206 at 100)', () => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    for (const profile of Object.values(EXAMPLE_PROFILES)) {
      const scores = scoreFitTable(table, profile) as FitScores;
      expect(new Set(scores.score).size).toBe(SEEDED_OCCUPATIONS.length);
    }
    const order = rank(scoreFitTable(table, EXAMPLE_PROFILES.demo) as FitScores);
    expect(SEEDED_TITLES[order[0] as number]).toBe('Music Therapists');
  });
});
