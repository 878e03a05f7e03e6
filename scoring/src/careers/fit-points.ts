import { ONET_EDUCATION_LEVELS } from './career-fit-types';
import type { MoreEducation } from './career-fit-types';
import type { FitWeights } from './fit-weights';

/**
 * The parts of a score, shared by careerFit, the batch path (fit-table.ts) and the stability
 * (fit-stability.ts), so all give the same number to the last bit.
 */

/** An ONET_EDUCATION_LEVELS index, or -1 for anything else (unknown). */
export function educationIndex(level: number | null): number {
  return level !== null && Number.isInteger(level) && level >= 0 && level < ONET_EDUCATION_LEVELS.length ? level : -1;
}

/** A positive finite number of dollars, or NaN (unknown). */
export function dollarsOrNaN(value: number | null): number {
  return value !== null && Number.isFinite(value) && value > 0 ? value : NaN;
}

/** Whether the occupation usually needs more education than the client has (both levels known). */
export function needsMoreEducation(clientLevel: number, jobLevel: number): boolean {
  return clientLevel >= 0 && jobLevel >= 0 && jobLevel > clientLevel;
}

/** Points for education: the weight of the client's willingness when the job needs more than they have. */
export function educationPoints(clientLevel: number, moreEducation: MoreEducation, jobLevel: number, weights: FitWeights['education']): number {
  if (!needsMoreEducation(clientLevel, jobLevel)) return 0;
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

/** (minimum - wage) / minimum for positive dollars; NaN when either is unknown. Negative: above the minimum. */
export function payShortfall(minimum: number, wage: number): number {
  return minimum > 0 && wage > 0 ? (minimum - wage) / minimum : NaN;
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

/** perCorrelation x r. */
export function interestPoints(correlation: number, weights: FitWeights['interests']): number {
  return weights.perCorrelation * correlation;
}

/** perCorrelation x valuesFit; 0 when valuesFit is unknown (NaN). */
export function valuesPoints(valuesFit: number, weights: FitWeights['values']): number {
  return valuesFit === valuesFit ? weights.perCorrelation * valuesFit : 0;
}

/** The score: the sum of the parts, in this order (every path adds them the same way). Never clamped or rounded. */
export function scoreFromParts(interests: number, values: number, education: number, salary: number): number {
  return interests + values + education + salary;
}
