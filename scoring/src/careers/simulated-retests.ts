import { normalDeviates } from '../neo/seeded-normal';
import { checkedClientInterests } from './client-profile-checks';
import { GOT_SEM } from './interest-differentiation';

/** The seed fitStability uses unless told another: any fixed number would do. */
export const DEFAULT_RETEST_SEED = 20260131;

/**
 * `retests` simulated retests of the client's six GOT scores: each score plus a normal error with
 * SD = `sem` (GOT_SEM, 3.16 T), drawn from a seeded generator (Marsaglia-Tsang ziggurat over
 * mulberry32, neo/seeded-normal.ts), so the same inputs give the same retests on every machine.
 * Retest t's six scores are at [6t, 6t + 6) of the result, RIASEC order.
 */
export function simulatedRetests(interests: readonly number[], retests: number, seed: number = DEFAULT_RETEST_SEED, sem: number = GOT_SEM): Float64Array {
  const scores = checkedClientInterests(interests);
  if (!(Number.isInteger(retests) && retests >= 0)) throw new RangeError(`retests must be a whole number, got ${retests}`);
  const normal = normalDeviates(seed);
  const out = new Float64Array(retests * 6);
  for (let i = 0; i < out.length; i += 1) out[i] = (scores[i % 6] as number) + sem * normal();
  return out;
}
