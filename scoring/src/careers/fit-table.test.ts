import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../neo/seeded-normal';
import { careerFit } from './career-fit';
import { RIASEC_THEMES } from './career-fit-types';
import type { CareerProfile, MoreEducation, OccupationFacts } from './career-fit-types';
import { EXAMPLE_PROFILES, SEEDED_OCCUPATIONS, randomOccupations } from './careers-test-fixtures';
import { buildFitTable, scoreFitTable } from './fit-table';
import type { FitScores } from './fit-table';
import { FIT_WEIGHTS } from './fit-weights';

/** careerFit's numbers for each occupation, as FitScores arrays (valuesFit NaN where null). */
function careerFits(profile: CareerProfile, occupations: readonly OccupationFacts[]): FitScores {
  const fits = occupations.map((occupation) => careerFit(profile, occupation));
  return {
    score: Float64Array.from(fits, (fit) => fit?.score ?? Number.NaN),
    correlation: Float64Array.from(fits, (fit) => fit?.correlation ?? Number.NaN),
    valuesFit: Float64Array.from(fits, (fit) => fit?.valuesFit ?? Number.NaN),
  };
}

/** Indexes where two arrays differ in any bit (Object.is: -0 and 0 differ, NaN equals NaN). */
function differing(a: Float64Array, b: Float64Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) if (!Object.is(a[i], b[i])) out.push(i);
  return out;
}

function expectIdentical(actual: FitScores | null, expected: FitScores): void {
  expect(actual).not.toBeNull();
  const scores = actual as FitScores;
  expect(differing(scores.score, expected.score)).toEqual([]);
  expect(differing(scores.correlation, expected.correlation)).toEqual([]);
  expect(differing(scores.valuesFit, expected.valuesFit)).toEqual([]);
}

const rating = fc.double({ min: 1, max: 7, noNaN: true });
const sixRatings = fc.oneof(fc.array(rating, { minLength: 6, maxLength: 6 }), rating.map((v) => Array<number>(6).fill(v)));
const occupationArb: fc.Arbitrary<OccupationFacts> = fc.record({
  interests: fc.option(sixRatings, { nil: null }),
  highPoints: fc.array(fc.constantFrom(...RIASEC_THEMES, 'social', 'Nonsense', ''), { maxLength: 4 }),
  workValues: fc.option(fc.oneof(sixRatings, fc.array(rating, { maxLength: 7 })), { nil: null }),
  educationLevel: fc.integer({ min: -2, max: 13 }),
  medianWage: fc.option(fc.oneof(fc.integer({ min: 15_000, max: 250_000 }), fc.double({ min: -10, max: 300_000, noNaN: true })), { nil: null }),
});
const score = fc.double({ min: 20, max: 80, noNaN: true });
const stars = fc.double({ min: 0, max: 4, noNaN: true });
const profileArb: fc.Arbitrary<CareerProfile> = fc.record({
  interests: fc.oneof(
    fc.array(score, { minLength: 6, maxLength: 6 }),
    score.map((v) => Array<number>(6).fill(v)),
    fc.array(fc.integer({ min: 25, max: 75 }), { minLength: 6, maxLength: 6 }),
  ),
  values: fc.option(fc.oneof(fc.array(stars, { minLength: 6, maxLength: 6 }), stars.map((v) => Array<number>(6).fill(v))), { nil: null }),
  educationLevel: fc.option(fc.integer({ min: -1, max: 12 }), { nil: null }),
  moreEducation: fc.constantFrom<MoreEducation>('degree', 'course', 'employer-paid', 'no', null),
  minimumSalary: fc.option(fc.oneof(fc.integer({ min: 10_000, max: 200_000 }), fc.constant(0)), { nil: null }),
});

describe('scoreFitTable', () => {
  it("gives exactly careerFit's score, correlation and valuesFit for every occupation (random profiles and occupations)", () => {
    fc.assert(
      fc.property(profileArb, fc.array(occupationArb, { maxLength: 30 }), (profile, occupations) => {
        expectIdentical(scoreFitTable(buildFitTable(occupations), profile), careerFits(profile, occupations));
      }),
      { numRuns: 500 },
    );
  });

  it.each(Object.entries(EXAMPLE_PROFILES))("gives exactly careerFit's numbers on the 923 seeded occupations (%s)", (_name, example) => {
    const table = buildFitTable(SEEDED_OCCUPATIONS);
    for (const profile of [example, { ...example, values: null }, { ...example, educationLevel: 5, moreEducation: 'no' as const, minimumSalary: 60_000 }]) {
      expectIdentical(scoreFitTable(table, profile), careerFits(profile, SEEDED_OCCUPATIONS));
    }
  });

  it('takes another weight table, like careerFit', () => {
    const weights = { ...FIT_WEIGHTS, values: { perCorrelation: 25 }, salary: { ...FIT_WEIGHTS.salary, wellAbove: 7 } };
    const profile = { ...EXAMPLE_PROFILES.demo, minimumSalary: 40_000 };
    const scores = scoreFitTable(buildFitTable(SEEDED_OCCUPATIONS), profile, weights) as FitScores;
    expect(differing(scores.score, Float64Array.from(SEEDED_OCCUPATIONS, (occupation) => careerFit(profile, occupation, weights)?.score ?? Number.NaN))).toEqual([]);
    expect(differing(scores.score, (scoreFitTable(buildFitTable(SEEDED_OCCUPATIONS), profile) as FitScores).score).length).toBeGreaterThan(800);
  });

  it('is null without interest scores', () => {
    const table = buildFitTable(randomOccupations(5, mulberry32(1)));
    expect(scoreFitTable(table, { interests: null, values: [1, 2, 3, 4, 3, 2], educationLevel: 5, moreEducation: 'no', minimumSalary: 50_000 })).toBeNull();
  });

  it('stores each occupation: unit profiles, NaN values when it has none, education and wage', () => {
    const table = buildFitTable([
      { interests: [1, 2, 3, 4, 5, 6], highPoints: [], workValues: [7, 5, 3, 1, 1, 4], educationLevel: 5, medianWage: 48_000 },
      { interests: null, highPoints: [], workValues: null, educationLevel: 99, medianWage: null },
    ]);
    expect(table.size).toBe(2);
    expect(Array.from(table.educationLevel)).toEqual([5, -1]);
    expect(Array.from(table.medianWage)).toEqual([48_000, Number.NaN]);
    expect(Array.from(table.unitInterests.subarray(6))).toEqual([0, 0, 0, 0, 0, 0]);
    // [7, 5, 3, 1, 1, 4]: mean 3.5, d = [3.5, 1.5, -0.5, -2.5, -2.5, 0.5], |d| = sqrt(27.5).
    expect(Array.from(table.unitValues.subarray(0, 6))).toEqual([3.5, 1.5, -0.5, -2.5, -2.5, 0.5].map((d) => expect.closeTo(d / Math.sqrt(27.5), 12)));
    expect(Array.from(table.unitValues.subarray(6))).toEqual(Array<number>(6).fill(Number.NaN));
  });

  // 10,000 random occupations: what the batch path must equal does not grow with the table, and
  // 100,000 careerFit calls (their reasons in words too) took 6.5-8 s on a busy machine.
  it('scores a table of 10,000 occupations like careerFit', () => {
    const occupations = randomOccupations(10_000, mulberry32(31));
    const profile: CareerProfile = { interests: [62, 48, 55, 41, 58, 50], values: [3, 2.5, 1, 2.2, 1.8, 3.4], educationLevel: 5, moreEducation: 'course', minimumSalary: 55_000 };
    const scores = scoreFitTable(buildFitTable(occupations), profile) as FitScores;
    expect(scores.score).toHaveLength(10_000);
    expectIdentical(scores, careerFits(profile, occupations));
  });
});
