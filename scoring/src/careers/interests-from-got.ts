import { RIASEC_THEMES } from './career-fit-types';

/**
 * The six SII General Occupational Theme scores in RIASEC order (CareerProfile.interests), from
 * GotResult-like entries (theme names case-insensitive, e.g. 'realistic'); the first entry of a
 * theme counts. Null when a theme is missing or its value is not a finite number.
 */
export function interestsFromGot(got: readonly { theme: string; value: number }[]): number[] | null {
  const scores: number[] = [];
  for (const theme of RIASEC_THEMES) {
    const entry = got.find((measure) => measure.theme.trim().toLowerCase() === theme.toLowerCase());
    if (entry === undefined || typeof entry.value !== 'number' || !Number.isFinite(entry.value)) return null;
    scores.push(entry.value);
  }
  return scores;
}
