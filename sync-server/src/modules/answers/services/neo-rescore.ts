import type { Kysely } from 'kysely';
import { ageBandOf } from '@career/scoring/neo/neo-norms';
import type { NeoNormsUsed } from '@career/scoring/neo/score-neo';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import type { Database } from '../../../db/schema';
import { listAnswers } from '../repositories/answer-repository';
import { lockCompletedResults, replaceCompletedResults } from '../repositories/progress-repository';
import { answerRulesFor } from './answer-rules';
import { scoringInput, toSpecAnswers } from './answer-shape';
import type { Demographics } from '@career/scoring/neo/norm-input-of';
import { neoNormInputOf } from '@career/scoring/neo/norm-input-of';

/** The norm group as results before scoring version 1.2.0 named it (without `estimated` and `source`). */
export type StoredNeoNorms = Pick<NeoNormsUsed, 'sex' | 'ageBand' | 'label'> & Partial<Pick<NeoNormsUsed, 'estimated' | 'source'>>;

/**
 * The earlier scorings a result keeps: the latest ten. Each change of birth year or sex that moves
 * the norm group adds one, so without a bound the result (sent whole with GET /api/users/current)
 * would grow with every change; the oldest are dropped in the same write that adds a new one.
 */
export const NEO_HISTORY_LIMIT = 10;

/** One earlier scoring of a result: the rules and the norm group it was scored with, and when. */
export interface NeoScoringHistoryEntry {
  scoringVersion: string | null;
  norms: StoredNeoNorms | null;
  scoredAt: string | null;
  replacedAt: string;
}

interface StoredNeoResult {
  norms?: StoredNeoNorms;
  /** Results of scoring version 1.0.0 named their group so. */
  normGroup?: { sex?: string; label?: string; ageMin?: number | null; ageMax?: number | null };
  scoredAt?: string;
  history?: NeoScoringHistoryEntry[];
}

function normsOf(stored: StoredNeoResult): StoredNeoNorms | null {
  if (stored.norms) return stored.norms;
  const legacy = stored.normGroup;
  if (!legacy || typeof legacy.label !== 'string') return null;
  const sex = legacy.sex === 'male' || legacy.sex === 'female' ? legacy.sex : 'combined';
  return { sex, ageBand: ageBandOf(legacy.ageMin ?? null, legacy.ageMax ?? null), label: legacy.label };
}

function sameNorms(a: StoredNeoNorms | null, b: NeoNormsUsed): boolean {
  return a !== null && a.sex === b.sex && a.ageBand === b.ageBand && a.label === b.label;
}

/**
 * Scores a completed NEO again from its stored answers when the account's sex or birth year now
 * select another norm group (or the rules changed), inside the caller's transaction. The result
 * keeps its history: each earlier scoring's version, norm group and time, oldest first, the latest
 * NEO_HISTORY_LIMIT of them. Returns whether it was scored again; a NEO not completed (or
 * completed without a result) is left alone.
 * `ageAsScored`: the age is the one turned in the year of the previous scoring, not this year
 * (a rescoring for new rules must not move a client across a band by a birthday alone).
 */
export async function rescoreCompletedNeo(
  trx: Kysely<Database>,
  userId: string,
  demographics: Demographics,
  now: string,
  options: { ageAsScored?: boolean } = {},
): Promise<boolean> {
  const key = { userId, assessmentId: 'neo' };
  const stored = await lockCompletedResults(trx, key);
  if (!stored || stored.results === null || typeof stored.results !== 'object') return false;
  const previous = stored.results as StoredNeoResult;
  const rules = answerRulesFor('neo');
  const answers = toSpecAnswers(rules, await listAnswers(trx, userId, 'neo'));
  const ageYear = new Date((options.ageAsScored ? (previous.scoredAt ?? stored.completedAt) : null) ?? now).getUTCFullYear();
  const next = scoreNeo(scoringInput(rules, answers), neoNormInputOf(demographics, ageYear));
  const previousNorms = normsOf(previous);
  if (sameNorms(previousNorms, next.norms) && stored.scoringVersion === SCORING_VERSION) return false;
  const history: NeoScoringHistoryEntry[] = [
    ...(previous.history ?? []),
    { scoringVersion: stored.scoringVersion, norms: previousNorms, scoredAt: previous.scoredAt ?? stored.completedAt, replacedAt: now },
  ].slice(-NEO_HISTORY_LIMIT);
  await replaceCompletedResults(trx, key, { results: { ...next, scoredAt: now, history }, scoringVersion: SCORING_VERSION, now });
  return true;
}
