import type { NeoNormsUsed, NeoResult } from '@career/scoring/neo/score-neo';
import type { ResultAudience } from './result-audience';
import { whose } from './result-audience';

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

/**
 * Who the client's answers were compared with, in words: only what the scoring did, and that the
 * norms are estimated (nobody in the group took this form). To a counselor, of the client by name.
 */
export function neoNormsSentence(result: NeoResult, audience: ResultAudience = { kind: 'client' }): string {
  const norms = neoNormsOf(result);
  const answers = audience.kind === 'client' ? 'Your answers are' : `${whose(audience, 'answers')} are`;
  if (norms.estimated !== true) {
    // scored before scoring version 1.2.0 (rescored at the server's next start)
    return `${answers} compared with norms for ${norms.label}.`;
  }
  const why = norms.sex === 'combined' ? ', because a birth year or sex was not given' : '';
  const source = norms.source ?? 'estimated from other forms of the inventory';
  return `${answers} compared with estimated norms for ${norms.label}${why}. No one in that group took this form: its norms are ${source}.`;
}
