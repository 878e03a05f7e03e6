import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROFILES, SEEDED_OCCUPATIONS } from './careers-test-fixtures';
import { buildFitTable, scoreFitTable } from './fit-table';
import type { FitScores } from './fit-table';
import { FIT_WEIGHTS } from './fit-weights';
import { rankByScore } from './rank-by-score';

/** The demo client's top 10 with a values weight, against the top 10 by interests alone (provenance.md, "Weights"). */
function valuesEffect(perCorrelation: number): { kept: number; topThreeKept: boolean; deepest: number } {
  const table = buildFitTable(SEEDED_OCCUPATIONS);
  const byInterests = Array.from(rankByScore(scoreFitTable(table, EXAMPLE_PROFILES.demo, { ...FIT_WEIGHTS, values: { perCorrelation: 0 } }) as FitScores));
  const withValues = Array.from(rankByScore(scoreFitTable(table, EXAMPLE_PROFILES.demo, { ...FIT_WEIGHTS, values: { perCorrelation } }) as FitScores)).slice(0, 10);
  return {
    kept: withValues.filter((index) => byInterests.slice(0, 10).includes(index)).length,
    topThreeKept: withValues.slice(0, 3).every((index, place) => index === byInterests[place]),
    deepest: Math.max(...withValues.map((index) => byInterests.indexOf(index) + 1)),
  };
}

describe('FIT_WEIGHTS', () => {
  it('has the documented weights', () => {
    expect(FIT_WEIGHTS).toEqual({
      interests: { perCorrelation: 50 },
      values: { perCorrelation: 10 },
      education: { no: -12, unknown: -8, employerPaid: -6, course: -4, degree: -2 },
      salary: { below: -15, belowFullAt: 0.25, wellAbove: 3, wellAboveRatio: 1.25 },
    });
  });

  it.each([
    [5, { kept: 9, topThreeKept: true, deepest: 18 }],
    [10, { kept: 6, topThreeKept: true, deepest: 23 }],
    [15, { kept: 4, topThreeKept: true, deepest: 38 }],
  ])("values at %s points re-order the demo client's top 10 by interests this much", (perCorrelation, effect) => {
    expect(valuesEffect(perCorrelation)).toEqual(effect);
  });
});
