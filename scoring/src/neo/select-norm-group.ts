import { ScoringError } from '../scoring-error';
import type { NeoNormGroup, NeoNormSex } from './neo-norms';

/** Who the respondent is compared with. Both parts are optional: scoring never fails on them. */
export interface NeoNormInput {
  /** 'male'/'m' and 'female'/'f' (any case) pick those norms; anything else, or nothing, the combined norms. */
  sex?: string | null;
  /** Age in years; when missing, the definition's `ageWhenUnknown` picks the band. */
  age?: number | null;
}

export function normSexOf(sex: string | null | undefined): NeoNormSex {
  const normalized = (sex ?? '').trim().toLowerCase();
  if (normalized === 'male' || normalized === 'm') return 'male';
  if (normalized === 'female' || normalized === 'f') return 'female';
  return 'combined';
}

/**
 * The norm group for a respondent. A missing age uses `ageWhenUnknown`; an age that is not a
 * non-negative number is malformed ('missing_norms'), since no band can hold it.
 */
export function selectNeoNormGroup(
  norms: readonly NeoNormGroup[],
  input: NeoNormInput,
  ageWhenUnknown: number,
): { group: NeoNormGroup; ageKnown: boolean } {
  const ageKnown = input.age !== null && input.age !== undefined;
  const age = input.age ?? ageWhenUnknown;
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 0) {
    throw new ScoringError('missing_norms', `No norms for age ${String(age)}.`);
  }
  const years = Math.floor(age);
  const sex = normSexOf(input.sex);
  const group = norms.find(
    (candidate) =>
      candidate.sex === sex && (candidate.ageMin === null || years >= candidate.ageMin) && (candidate.ageMax === null || years <= candidate.ageMax),
  );
  if (group === undefined) {
    throw new ScoringError('missing_norms', `No ${sex} norms for age ${years}.`);
  }
  return { group, ageKnown };
}
