import { ONET_WORK_VALUES } from './career-fit-types';
import type { OccupationFacts } from './career-fit-types';

/**
 * The occupation's six O*NET Work Values extents (ONET_WORK_VALUES order), or null when it has
 * none or they are not six finite numbers: such a record gets no values part (nothing is derived).
 */
export function occupationWorkValues(occupation: OccupationFacts): readonly number[] | null {
  const values = occupation.workValues;
  if (values === null || values.length !== ONET_WORK_VALUES.length) return null;
  return values.every((value) => Number.isFinite(value)) ? values : null;
}
