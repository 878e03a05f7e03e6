import { RIASEC_THEMES } from './career-fit-types';
import type { CareerProfile, OccupationFacts } from './career-fit-types';
import facts from './data/onet-fit-facts.json' with { type: 'json' };

/**
 * Test data: the 923 seeded career records' fit facts (data/onet-fit-facts.json, from O*NET 29.3
 * and BLS OEWS May 2019 wages; see its `note`), in job-title order as the server's table, and the
 * example profiles provenance.md reports band counts for.
 */

type FactsRow = [string, number[], number[] | null, number, number | null];
const ROWS = facts.rows as FactsRow[];

export const SEEDED_TITLES: readonly string[] = ROWS.map(([title]) => title);

export const SEEDED_OCCUPATIONS: readonly OccupationFacts[] = ROWS.map(([, interests, workValues, educationLevel, medianWage]) => ({
  interests,
  highPoints: [],
  workValues,
  educationLevel,
  medianWage,
}));

/** The demo client's card sort as scoreCardSort gives it (onetValueProfile mean stars, ONET_WORK_VALUES order). */
export const DEMO_VALUES = [2.63, 1.73, 0.63, 3.33, 2.33, 3];

/** The example profiles of provenance.md ("Bands"); education and pay unknown unless given. */
export const EXAMPLE_PROFILES = {
  /** The demo client: GOT R 41, I 56, A 64, S 61, E 45, C 38 (theme code ASI) and the demo card sort. */
  demo: { interests: [41, 56, 64, 61, 45, 38], values: DEMO_VALUES, educationLevel: null, moreEducation: null, minimumSalary: null },
  /** A strongly Realistic client: R 70, I 50, A 38, S 36, E 42, C 52 (RCI). */
  realistic: { interests: [70, 50, 38, 36, 42, 52], values: [3, 2.5, 1.5, 2, 2.5, 3.5], educationLevel: null, moreEducation: null, minimumSalary: null },
  /** A flat client: six scores within 3 T (differentiation 52 - (49 + 50 + 50) / 3 = 2.33, undifferentiated). */
  flat: { interests: [51, 50, 49, 50, 52, 50], values: [2.5, 2, 1.5, 3, 2, 2.8], educationLevel: null, moreEducation: null, minimumSalary: null },
} satisfies Record<string, CareerProfile>;

/**
 * Random occupations for size and property tests: O*NET-like ratings with two decimals; one in
 * fifty without interest ratings (an admin's record), one in twenty without work values, one in
 * ten without a wage.
 */
export function randomOccupations(count: number, random: () => number): OccupationFacts[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const six = () => RIASEC_THEMES.map(() => Math.round((1 + random() * 6) * 100) / 100);
  return Array.from({ length: count }, () => ({
    interests: random() < 0.02 ? null : six(),
    highPoints: [pick(RIASEC_THEMES), pick(RIASEC_THEMES), pick(RIASEC_THEMES)],
    workValues: random() < 0.05 ? null : six(),
    educationLevel: Math.floor(random() * 12),
    medianWage: random() < 0.1 ? null : Math.round(20_000 + random() * 180_000),
  }));
}
