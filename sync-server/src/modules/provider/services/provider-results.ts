import type { Kysely } from 'kysely';
import type { MbtiResult } from '@career/scoring/mbti/mbti-types';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import type { Database } from '../../../db/schema';
import { listAnswers } from '../../answers/services/answer-store';
import { listProviderResults } from '../repositories/provider-result-repository';
import { findProgressResults, listUsersWithOutdatedResults, lockProgress, storeProgressResults } from '../../answers/services/progress-store';
import { inWriteTransaction } from '../../../db/write-transaction';
import { answerRulesFor } from '../../answers/services/answer-rules';
import { toSpecAnswers } from '../../answers/services/answer-shape';
import { holdsProviderResult } from './provider-result-shape';

export const PROVIDER_RESULTS_MISSING_MESSAGE = 'Please complete both MBTI and Strong Interest Inventory (SII) test before submitting answer';

export interface MyersBriggsResults {
  mbti?: MbtiResult;
  sii?: SiiResult;
}

/** Both provider results are present (what finishing the myers-briggs step needs). */
export function holdsBothResults(results: unknown): results is Required<MyersBriggsResults> {
  return holdsProviderResult(results, 'mbti') && holdsProviderResult(results, 'sii');
}

/** The gender the client answered on the myers-briggs page, if any. */
export async function answeredGender(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  const answers = toSpecAnswers(answerRulesFor('myers-briggs'), await listAnswers(db, userId, 'myers-briggs'));
  const gender = Array.isArray(answers) ? answers[0] : undefined;
  return typeof gender === 'string' && gender !== '' ? gender : undefined;
}

/**
 * Rebuilds the myers-briggs results from the synced provider results (interpreted by `scoring`)
 * and stores them on the step, whether or not it is finished: the result views and the lean MBTI
 * and SII flags follow at once. With both results in and the gender answered, the step completes
 * (once): the client need not come back to press I'm Finished (unless `complete` is false: the
 * sync that 'I'm Finished' runs first leaves the completing to that save). Runs inside the caller's transaction.
 */
export async function applyProviderResults(trx: Kysely<Database>, userId: string, now: string, options: { complete: boolean } = { complete: true }): Promise<{ completed: boolean }> {
  const stored = await listProviderResults(trx, userId);
  const mbti = stored.find((result) => result.test === 'mbti');
  const sii = stored.find((result) => result.test === 'sii');
  const results: MyersBriggsResults = {
    ...(mbti ? { mbti: interpretMbti(mbti.payload) } : {}),
    ...(sii ? { sii: interpretSii(sii.payload) } : {}),
  };
  const rules = answerRulesFor('myers-briggs');
  const progress = await lockProgress(trx, { userId, assessmentId: 'myers-briggs', version: rules.version, totalQuestions: rules.totalQuestions, now });
  const complete = options.complete && !progress.completed && mbti !== undefined && sii !== undefined && (await answeredGender(trx, userId)) !== undefined;
  await storeProgressResults(trx, { userId, assessmentId: 'myers-briggs' }, { results, scoringVersion: SCORING_VERSION, now, completedWith: complete ? rules.totalQuestions : undefined });
  return { completed: progress.completed || complete };
}

/** The stored myers-briggs results of a user (the progress row, locked by the caller or not). */
export async function storedMyersBriggsResults(db: Kysely<Database>, userId: string): Promise<{ results: unknown; scoringVersion: string | null }> {
  return (await findProgressResults(db, { userId, assessmentId: 'myers-briggs' })) ?? { results: null, scoringVersion: null };
}

/**
 * Interprets again, from the stored provider payloads, the myers-briggs results that older
 * scoring rules produced (run once at start-up: e.g. the Strong's theme bands and Occupational
 * Scale levels of scoring version 1.2.0). Completion is left as it was. Returns how many.
 */
export async function reinterpretOutdatedProviderResults(db: Kysely<Database>, now: string): Promise<number> {
  let count = 0;
  for (const userId of await listUsersWithOutdatedResults(db, 'myers-briggs', SCORING_VERSION, false)) {
    await inWriteTransaction(db, (trx) => applyProviderResults(trx, userId, now, { complete: false }));
    count += 1;
  }
  return count;
}
