import { ONET_EDUCATION_LEVELS } from './career-fit-types';
import type { MoreEducation } from './career-fit-types';
import type { FitWeights } from './fit-weights';

/**
 * The parts of a fit, shared by careerFit and the batch path (fit-table.ts) so both give the
 * same number to the last bit. Codes: E/I 0 unknown, 1 'E', 2 'I'; J/P 0 unknown, 1 'J', 2 'P'.
 */

export const UNKNOWN_CODE = 0;

/** An occupation's MBTI_1 as a code: only 'E' and 'I' count. */
export function extraversionCode(letter: string | null): number {
  return letter === 'E' ? 1 : letter === 'I' ? 2 : UNKNOWN_CODE;
}

/** An occupation's MBTI_3 as a code: only 'J' and 'P' count. */
export function judgingCode(letter: string | null): number {
  return letter === 'J' ? 1 : letter === 'P' ? 2 : UNKNOWN_CODE;
}

/** An ONET_EDUCATION_LEVELS index, or -1 for anything else (unknown). */
export function educationIndex(level: number | null): number {
  return level !== null && Number.isInteger(level) && level >= 0 && level < ONET_EDUCATION_LEVELS.length ? level : -1;
}

/** A positive finite number of dollars, or NaN (unknown). */
export function dollarsOrNaN(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : NaN;
}

/** Points for the E/I (or J/P) letters: agree / disagree when both are known, else 0. */
export function letterPoints(clientCode: number, occupationCode: number, weights: { agree: number; disagree: number }): number {
  if (clientCode === UNKNOWN_CODE || occupationCode === UNKNOWN_CODE) return 0;
  return clientCode === occupationCode ? weights.agree : weights.disagree;
}

/** Points for education: the weight of the client's willingness when the job needs more than they have. */
export function educationPoints(clientLevel: number, moreEducation: MoreEducation, jobLevel: number, weights: FitWeights['education']): number {
  if (clientLevel < 0 || jobLevel < 0 || jobLevel <= clientLevel) return 0;
  switch (moreEducation) {
    case 'no':
      return weights.no;
    case 'employer-paid':
      return weights.employerPaid;
    case 'course':
      return weights.course;
    case 'degree':
      return weights.degree;
    default:
      return weights.unknown;
  }
}

/** Points for pay (minimum and wage positive dollars, NaN when unknown). */
export function salaryPoints(minimum: number, wage: number, weights: FitWeights['salary']): number {
  if (!(minimum > 0) || !(wage > 0)) return 0;
  if (wage < minimum) {
    const shortfall = (minimum - wage) / minimum;
    return weights.below * Math.min(1, shortfall / weights.belowFullAt);
  }
  return wage >= minimum * weights.wellAboveRatio ? weights.wellAbove : 0;
}

/** neutral + perCorrelation x r. */
export function interestPoints(correlation: number, weights: FitWeights['interests']): number {
  return weights.neutral + weights.perCorrelation * correlation;
}

/** The fit: the sum of the parts (in this order), clamped to 0..100, rounded to an integer. */
export function fitFromPoints(interests: number, extraversion: number, judging: number, education: number, salary: number): number {
  const sum = interests + extraversion + judging + education + salary;
  // + 0 turns a -0 into 0.
  return Math.round(sum < 0 ? 0 : sum > 100 ? 100 : sum) + 0;
}
