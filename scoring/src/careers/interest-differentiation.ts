import { GOT_RELIABILITY } from '../sii/sii-scales';
import type { InterestDifferentiation } from './career-fit-types';
import { checkedClientInterests } from './client-profile-checks';

/**
 * The standard error of measurement of one General Occupational Theme score, in T points:
 * 10 x sqrt(1 - GOT_RELIABILITY) = 10 x sqrt(0.10) = 3.16 (the reliability the SII's 95% ranges use).
 */
export const GOT_SEM = 10 * Math.sqrt(1 - GOT_RELIABILITY);

/**
 * Below this many T points between the highest theme and the mean of the three lowest, the profile
 * is undifferentiated: 2 x the standard error of the difference of two scores, 2 x GOT_SEM x sqrt(2)
 * = 8.94 (provenance.md, "Differentiation", says what this does and does not guarantee).
 */
export const DIFFERENTIATION_THRESHOLD = 2 * GOT_SEM * Math.SQRT2;

/**
 * How differentiated the client's six GOT scores (RIASEC order) are: the highest minus the mean of
 * the three lowest. Throws ScoringError when the scores are not six finite numbers.
 */
export function interestDifferentiation(interests: readonly number[]): InterestDifferentiation {
  const sorted = [...checkedClientInterests(interests)].sort((a, b) => a - b);
  const [low1, low2, low3] = sorted as [number, number, number];
  const value = (sorted.at(-1) as number) - (low1 + low2 + low3) / 3;
  return { value, undifferentiated: value < DIFFERENTIATION_THRESHOLD, threshold: DIFFERENTIATION_THRESHOLD };
}
