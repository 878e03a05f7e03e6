import type { NeoNormsUsed, NeoResult } from '@career/scoring/neo/score-neo';

/** Results scored before the norms were named so (scoring version 1.0.0) carried `normGroup`. */
interface LegacyNeoResult {
  normGroup?: { label?: string };
}

/** The norm group a stored NEO result was scored against, also for results stored before `norms`. */
export function neoNormsOf(result: NeoResult): Pick<NeoNormsUsed, 'label'> & Partial<NeoNormsUsed> {
  const stored = result as Partial<NeoResult> & LegacyNeoResult;
  if (stored.norms) return stored.norms;
  return { label: stored.normGroup?.label ?? 'a general group of adults' };
}

/** Who the client's answers were compared with, in words: only what the scoring did. */
export function neoNormsSentence(result: NeoResult): string {
  const norms = neoNormsOf(result);
  if (norms.sex === 'combined') {
    return `Your answers are compared with those of ${norms.label} (the combined norms), because a birth year or sex was not given.`;
  }
  return `Your answers are compared with those of ${norms.label}.`;
}
