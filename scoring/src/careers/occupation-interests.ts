import { RIASEC_THEMES } from './career-fit-types';
import type { OccupationFacts, RiasecTheme } from './career-fit-types';

/**
 * The ratings given to a record without O*NET interest ratings (an admin's record): its Interest
 * 1, 2 and 3 get the mean 1st, 2nd and 3rd highest O*NET ratings of the 923 rated occupations
 * (6.26, 4.63, 3.50, rounded to one place), every other theme the mean of the 4th to 6th highest
 * (2.55, 1.86, 1.36: 1.9). See provenance.md, "Records without interest ratings".
 */
export const DERIVED_INTEREST_PROFILE = { highPoints: [6.3, 4.6, 3.5], rest: 1.9 } as const;

/** The theme of a name (case-insensitive, trimmed), or null. */
export function riasecThemeOf(name: string): RiasecTheme | null {
  const wanted = name.trim().toLowerCase();
  return RIASEC_THEMES.find((theme) => theme.toLowerCase() === wanted) ?? null;
}

function isSixFinite(values: readonly number[] | null): values is readonly number[] {
  return values !== null && values.length === RIASEC_THEMES.length && values.every((v) => Number.isFinite(v));
}

/**
 * Whether the occupation's six ratings are its own (O*NET's) rather than derived from its high
 * points: `interests` holds six finite numbers.
 */
export function hasRatedInterests(occupation: OccupationFacts): boolean {
  return isSixFinite(occupation.interests);
}

/**
 * The occupation's six ratings in RIASEC order: O*NET's when it has six finite ones, otherwise
 * DERIVED_INTEREST_PROFILE over its high points (unknown names and repeats are skipped; with no
 * usable high point every theme gets `rest`, a flat profile that correlates 0 with anyone).
 */
export function occupationInterests(occupation: OccupationFacts): readonly number[] {
  if (isSixFinite(occupation.interests)) return occupation.interests;
  const values: number[] = RIASEC_THEMES.map(() => DERIVED_INTEREST_PROFILE.rest);
  const seen = new Set<RiasecTheme>();
  for (const name of occupation.highPoints) {
    const theme = riasecThemeOf(name);
    const value = DERIVED_INTEREST_PROFILE.highPoints[seen.size];
    if (theme === null || seen.has(theme) || value === undefined) continue;
    seen.add(theme);
    values[RIASEC_THEMES.indexOf(theme)] = value;
  }
  return values;
}
