import { ScoringError } from '../scoring-error';
import type { NeoNormGroup, NeoNormSex } from './neo-norms';

/** Who the respondent is compared with. Both parts are optional: scoring never fails on them. */
export interface NeoNormInput {
  /** 'male'/'m' and 'female'/'f' (any case) pick those norms; anything else, or nothing, the combined norms. */
  sex?: string | null;
  /** Age in years; when missing, the combined norms. */
  age?: number | null;
}

export function normSexOf(sex: string | null | undefined): NeoNormSex {
  const normalized = (sex ?? '').trim().toLowerCase();
  if (normalized === 'male' || normalized === 'm') return 'male';
  if (normalized === 'female' || normalized === 'f') return 'female';
  return 'combined';
}

function combinedGroup(norms: readonly NeoNormGroup[]): NeoNormGroup {
  const group = norms.find((candidate) => candidate.sex === 'combined' && candidate.ageMin === null && candidate.ageMax === null);
  if (group === undefined) throw new ScoringError('missing_norms', 'No combined norms.');
  return group;
}

/**
 * The norm group for a respondent: Johnson's group of their sex and age band when both are known,
 * otherwise the combined norms (men and women of all ages). An age that is given but is not a
 * non-negative number is malformed ('missing_norms'), since no band can hold it.
 */
export function selectNeoNormGroup(norms: readonly NeoNormGroup[], input: NeoNormInput): NeoNormGroup {
  const sex = normSexOf(input.sex);
  const { age } = input;
  if (age === null || age === undefined) return combinedGroup(norms);
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 0) {
    throw new ScoringError('missing_norms', `No norms for age ${String(age)}.`);
  }
  if (sex === 'combined') return combinedGroup(norms);
  const years = Math.floor(age);
  const group = norms.find(
    (candidate) =>
      candidate.sex === sex && (candidate.ageMin === null || years >= candidate.ageMin) && (candidate.ageMax === null || years <= candidate.ageMax),
  );
  if (group === undefined) {
    throw new ScoringError('missing_norms', `No ${sex} norms for age ${years}.`);
  }
  return group;
}
