import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { careerFit } from './career-fit';
import { RIASEC_THEMES } from './career-fit-types';
import type { CareerProfile, MoreEducation, OccupationFacts } from './career-fit-types';
import { buildFitTable, scoreFitTable } from './fit-table';
import { rankByFit } from './rank-by-fit';
import { mulberry32 } from '../neo/seeded-normal';

const careerFits = (profile: CareerProfile, occupations: readonly OccupationFacts[]): number[] =>
  occupations.map((occupation) => careerFit(profile, occupation)?.fit ?? Number.NaN);

const rating = fc.double({ min: 1, max: 7, noNaN: true });
const occupationArb: fc.Arbitrary<OccupationFacts> = fc.record({
  interests: fc.option(fc.oneof(fc.array(rating, { minLength: 6, maxLength: 6 }), rating.map((v) => Array<number>(6).fill(v))), { nil: null }),
  highPoints: fc.array(fc.constantFrom(...RIASEC_THEMES, 'social', 'Nonsense', ''), { maxLength: 4 }),
  extraversion: fc.constantFrom('E', 'I', '', 'X', 'e'),
  judging: fc.constantFrom('J', 'P', '', 'ST'),
  educationLevel: fc.integer({ min: -2, max: 13 }),
  medianWage: fc.option(fc.oneof(fc.integer({ min: 15_000, max: 250_000 }), fc.double({ min: -10, max: 300_000, noNaN: true })), { nil: null }),
});
const score = fc.double({ min: 20, max: 80, noNaN: true });
const profileArb: fc.Arbitrary<CareerProfile> = fc.record({
  interests: fc.oneof(
    fc.array(score, { minLength: 6, maxLength: 6 }),
    score.map((v) => Array<number>(6).fill(v)),
    fc.array(fc.integer({ min: 25, max: 75 }), { minLength: 6, maxLength: 6 }),
  ),
  extraversion: fc.constantFrom('E' as const, 'I' as const, null),
  judging: fc.constantFrom('J' as const, 'P' as const, null),
  educationLevel: fc.option(fc.integer({ min: -1, max: 12 }), { nil: null }),
  moreEducation: fc.constantFrom<MoreEducation>('degree', 'course', 'employer-paid', 'no', null),
  minimumSalary: fc.option(fc.oneof(fc.integer({ min: 10_000, max: 200_000 }), fc.constant(0)), { nil: null }),
});


function randomOccupations(count: number, random: () => number): OccupationFacts[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, () => ({
    // O*NET ratings carry two decimals; one in fifty records has none (an admin's record).
    interests: random() < 0.02 ? null : RIASEC_THEMES.map(() => Math.round((1 + random() * 6) * 100) / 100),
    highPoints: [pick(RIASEC_THEMES), pick(RIASEC_THEMES), pick(RIASEC_THEMES)],
    extraversion: pick(['E', 'I']),
    judging: pick(['J', 'P']),
    educationLevel: Math.floor(random() * 12),
    medianWage: random() < 0.1 ? null : Math.round(20_000 + random() * 180_000),
  }));
}

describe('scoreFitTable', () => {
  it('gives exactly careerFit\'s fit for every occupation (random profiles and occupations)', () => {
    fc.assert(
      fc.property(profileArb, fc.array(occupationArb, { maxLength: 30 }), (profile, occupations) => {
        const fits = scoreFitTable(buildFitTable(occupations), profile);
        expect(Array.from(fits ?? [])).toEqual(careerFits(profile, occupations));
      }),
      { numRuns: 500 },
    );
  });

  it('is null without interest scores', () => {
    const table = buildFitTable(randomOccupations(5, mulberry32(1)));
    expect(scoreFitTable(table, { interests: null, extraversion: 'E', judging: 'J', educationLevel: 5, moreEducation: 'no', minimumSalary: 50_000 })).toBeNull();
  });

  it('stores the codes of each occupation', () => {
    const table = buildFitTable([
      { interests: [1, 2, 3, 4, 5, 6], highPoints: [], extraversion: 'E', judging: 'P', educationLevel: 5, medianWage: 48_000 },
      { interests: null, highPoints: [], extraversion: 'x', judging: '', educationLevel: 99, medianWage: null },
    ]);
    expect(table.size).toBe(2);
    expect(Array.from(table.extraversion)).toEqual([1, 0]);
    expect(Array.from(table.judging)).toEqual([2, 0]);
    expect(Array.from(table.educationLevel)).toEqual([5, -1]);
    expect(Array.from(table.medianWage)).toEqual([48_000, Number.NaN]);
    expect(Array.from(table.unitInterests.subarray(6))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('scores and ranks a table of 100,000 occupations like careerFit', () => {
    const random = mulberry32(31);
    const occupations = randomOccupations(100_000, random);
    const profile: CareerProfile = {
      interests: [62, 48, 55, 41, 58, 50],
      extraversion: 'I',
      judging: 'J',
      educationLevel: 5,
      moreEducation: 'course',
      minimumSalary: 55_000,
    };
    const fits = scoreFitTable(buildFitTable(occupations), profile) as Float32Array;
    expect(fits).toHaveLength(100_000);
    const expected = careerFits(profile, occupations);
    const differing = expected.filter((fit, i) => fits[i] !== fit).length;
    expect(differing).toBe(0);

    const ranked = rankByFit(fits);
    expect(new Set(ranked).size).toBe(100_000);
    let outOfOrder = 0;
    for (let i = 1; i < ranked.length; i += 1) {
      const [a, b] = [ranked[i - 1] as number, ranked[i] as number];
      const [fitA, fitB] = [fits[a] as number, fits[b] as number];
      if (!(fitA > fitB || (fitA === fitB && a < b))) outOfOrder += 1;
    }
    expect(outOfOrder).toBe(0);
    // The table really spreads: many ties, from low to high fits.
    expect(fits[ranked[0] as number]).toBeGreaterThan(90);
    expect(fits[ranked.at(-1) as number]).toBeLessThan(15);
  });
});
