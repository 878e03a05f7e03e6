import type { NeoNormGroup } from './neo-norms';
import type { NeoNormInput } from './select-norm-group';
import { selectNeoNormGroup } from './select-norm-group';

/** The optional facts an account holds for the NEO's norm group. */
export interface Demographics {
  birthYear: number | null;
  /** 'unspecified' is "prefer not to say". */
  sex: 'female' | 'male' | 'unspecified' | null;
}

/**
 * Who a client's NEO is compared with: their sex, and the age they turn in `year` (a birth year
 * cannot say more). 'unspecified' or a missing part gives the combined norms.
 */
export function neoNormInputOf(demographics: Demographics, year: number): NeoNormInput {
  return {
    sex: demographics.sex === 'female' || demographics.sex === 'male' ? demographics.sex : null,
    age: demographics.birthYear === null ? null : year - demographics.birthYear,
  };
}

/** The norm group these facts select in `year` (what the NEO would be scored against). */
export function normGroupOf(norms: readonly NeoNormGroup[], demographics: Demographics, year: number): NeoNormGroup {
  return selectNeoNormGroup(norms, neoNormInputOf(demographics, year));
}
