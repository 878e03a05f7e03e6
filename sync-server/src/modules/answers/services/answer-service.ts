import type { Kysely } from 'kysely';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import type { AppDeps } from '../../../app-deps';
import type { AnswerSaveResponse, AnswersResponse } from '../contract/answer-dto';
import type { AnswerBatchBody, AnswerSaveBody, AnswersPostBody, AnswersQuery } from '../contract/answer-schemas';
import { isBatchBody } from '../contract/answer-schemas';
import type { Database } from '../../../db/schema';
import { inWriteTransaction } from '../../../db/write-transaction';
import { AppError } from '../../../http/app-error';
import { insertBatch } from '../repositories/answer-batch-repository';
import { countStoredValues, listAnswers, upsertAnswers } from '../repositories/answer-repository';
import type { ProgressRecord, ProgressUpdate } from '../repositories/progress-repository';
import { findProgress, lockProgress, updateOpenProgress } from '../repositories/progress-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById, markConsentGiven } from '../../accounts/services/user-store';
import type { NeoNormInput } from '@career/scoring/neo/select-norm-group';
import { neoNormInputOf } from '@career/scoring/neo/norm-input-of';
import { checkAnswerAccess } from './answer-access';
import { prepareBatchChanges, wholeAnswerWrites } from './answer-changes';
import type { AnswerRules } from './answer-rules';
import { answerRulesFor, totalQuestionsProblem } from './answer-rules';
import { answeredOf, answeredOfStoredCount, toSpecAnswers } from './answer-shape';
import { scoreOnFinish } from './finish-scoring';
import { payloadHash } from './payload-hash';
import { holdsBothResults, PROVIDER_RESULTS_MISSING_MESSAGE, storedMyersBriggsResults } from '../../provider/services/provider-results';
import { serverStamp } from './server-stamp';
import type { SavePlan } from './save-plan';
import { replay } from './answer-replay';
import { COMPLETED_MESSAGE } from './completed-message';
import { applyBatchInOneCall, fitsOneCall } from './batch-in-one-call';
import { countsByOwnKeys, storedValuesAfter, upsertCountingOwnKeys } from './count-by-own-keys';
import type { SafetyWatch } from './safety-watch';
import { safetyWatchOf } from './safety-watch';

/** What a save needs: the database and clock, and for the safety flag's e-mail the queue and the public address. */
export type SaveDeps = Pick<AppDeps, 'db' | 'clock' | 'metrics' | 'email' | 'config'>;

function batchPlan(userId: string, rules: AnswerRules, body: AnswerBatchBody): SavePlan {
  const { writes, superseded } = prepareBatchChanges(rules, body.changes);
  return {
    userId,
    rules,
    writes,
    ignored: superseded,
    finish: body.finish ? { answered: body.finish.answered } : undefined,
    completeWhenAllAnswered: false,
    batch: { batchId: body.batchId, payloadHash: payloadHash(body) },
  };
}

/**
 * The spec's whole-answers form, stamped with the server's clock. markComplete completes; so does
 * answering every question of a list instrument, except the myers-briggs step (its one question
 * is asked before the provider's questionnaires; it is finished explicitly), and the card sort
 * and the interview, which send markComplete (spec section 4).
 */
function wholePlan(userId: string, rules: AnswerRules, body: AnswerSaveBody): SavePlan {
  return {
    userId,
    rules,
    writes: wholeAnswerWrites(rules, body.answers, serverStamp()),
    ignored: 0,
    finish: body.markComplete ? { answered: undefined } : undefined,
    completeWhenAllAnswered: rules.shape === 'list' && rules.assessmentId !== 'myers-briggs',
    batch: undefined,
  };
}

function response(
  plan: SavePlan,
  progress: Pick<ProgressRecord, 'questionsAnswered' | 'completed' | 'completedAt'>,
  applied: number,
): AnswerSaveResponse {
  return {
    saved: true,
    batchId: plan.batch?.batchId ?? null,
    assessmentId: plan.rules.assessmentId,
    applied,
    ignored: plan.writes.length + plan.ignored - applied,
    questionsAnswered: progress.questionsAnswered,
    totalQuestions: plan.rules.totalQuestions,
    completed: progress.completed,
    completedAt: progress.completedAt,
  };
}

/**
 * Thrown inside a batch's write when the batch may have been applied before: its id was found
 * taken when storing it, or the save was refused (with `refusal`) after the access check, which a
 * replay of an applied batch would be (say, a finish replayed once the assessment is completed).
 * The write rolls back; the stored batch, if any, then decides.
 */
class PossibleReplay extends Error {
  constructor(readonly refusal: AppError | undefined) {
    super('The batch may have been applied before.');
  }
}

type Completion = NonNullable<ProgressUpdate['completion']>;

/** Who the user's NEO is compared with, read when it is finished (never on the answer path). */
async function neoNormsOfUser(trx: Kysely<Database>, userId: string, now: string): Promise<NeoNormInput> {
  const user = await findUserById(trx, userId);
  return user ? neoNormInputOf(user, new Date(now).getUTCFullYear()) : {};
}

/** Applies a save to an assessment that is not completed (its progress row, `progress`, locked by the caller). */
async function applyToOpenAssessment(trx: Kysely<Database>, plan: SavePlan, progress: ProgressRecord, now: string): Promise<AnswerSaveResponse> {
  const { rules, userId } = plan;
  const owner = { userId, assessmentId: rules.assessmentId };
  const loadAnswers = async () => toSpecAnswers(rules, await listAnswers(trx, userId, rules.assessmentId));

  // A small batch's count is kept by difference over its own keys (count-by-own-keys.ts).
  const byOwnKeys = countsByOwnKeys(plan, progress) ? await upsertCountingOwnKeys(trx, owner, plan.writes, now) : undefined;
  const applied = byOwnKeys ? byOwnKeys.applied : await upsertAnswers(trx, owner, plan.writes, now);
  // List instruments are counted in SQL; the card sort and interview (a few rows) are read.
  let answers = plan.finish || rules.shape === 'map' ? await loadAnswers() : undefined;
  let answered = answers
    ? answeredOf(rules, answers)
    : answeredOfStoredCount(rules, storedValuesAfter(progress, byOwnKeys?.valueChange) ?? (await countStoredValues(trx, userId, rules.assessmentId)));

  const manifest = plan.finish?.answered;
  if (manifest !== undefined && manifest !== answered) {
    throw new AppError('manifest_mismatch', `The server holds ${answered} answered items, not ${manifest}: please send all your answers again.`);
  }
  let completion: Completion | undefined;
  if (plan.finish || (plan.completeWhenAllAnswered && answered >= rules.totalQuestions)) {
    answers ??= await loadAnswers();
    answered = answeredOf(rules, answers);
    const outcome = scoreOnFinish(rules, answers, answered, rules.assessmentId === 'neo' ? await neoNormsOfUser(trx, userId, now) : {});
    completion = { completedAt: now, results: outcome.results, scoringVersion: outcome.results === null ? null : SCORING_VERSION };
    if (rules.assessmentId === 'myers-briggs') {
      // The step's results are the provider's MBTI and SII, synced before: both must be in.
      const stored = await storedMyersBriggsResults(trx, userId);
      if (!holdsBothResults(stored.results)) throw new AppError('provider_results_missing', PROVIDER_RESULTS_MISSING_MESSAGE);
      completion = { completedAt: now, results: stored.results, scoringVersion: stored.scoringVersion };
    }
    if (outcome.givesConsent) await markConsentGiven(trx, userId, now);
  }
  const counts = { version: rules.version, totalQuestions: rules.totalQuestions, questionsAnswered: answered };
  if (!(await updateOpenProgress(trx, { ...owner, ...counts, now, completion }))) {
    throw new AppError('assessment_completed', COMPLETED_MESSAGE);
  }
  return response(plan, { questionsAnswered: answered, completed: completion !== undefined, completedAt: completion?.completedAt ?? null }, applied);
}

/**
 * Applies a save (its progress row locked first) and answers what the client is told; `watch`
 * (the depression screening) reads the answers around the writes for the safety flag.
 */
async function applyPlan(trx: Kysely<Database>, plan: SavePlan, now: string, watch: SafetyWatch | undefined): Promise<AnswerSaveResponse> {
  const { rules, userId } = plan;
  const progress = await lockProgress(trx, { userId, assessmentId: rules.assessmentId, version: rules.version, totalQuestions: rules.totalQuestions, now });
  if (!progress.completed) {
    if (!watch) return applyToOpenAssessment(trx, plan, progress, now);
    await watch.before(trx);
    const saved = await applyToOpenAssessment(trx, plan, progress, now);
    await watch.after(trx, saved.completed);
    return saved;
  }
  if (plan.writes.length === 0 && !plan.finish) return response(plan, progress, 0);
  throw new AppError('assessment_completed', COMPLETED_MESSAGE);
}

/** Applies a batch and stores it with its response last; anything that may be a replay throws PossibleReplay. */
async function applyBatch(trx: Kysely<Database>, plan: SavePlan, batch: NonNullable<SavePlan['batch']>, now: string, watch: SafetyWatch | undefined): Promise<AnswerSaveResponse> {
  let result: AnswerSaveResponse;
  try {
    result = await applyPlan(trx, plan, now, watch);
  } catch (error) {
    throw error instanceof AppError ? new PossibleReplay(error) : error;
  }
  const stored = await insertBatch(trx, { ...batch, userId: plan.userId, assessmentId: plan.rules.assessmentId, response: JSON.stringify(result), now });
  if (!stored) throw new PossibleReplay(undefined);
  return result;
}

/**
 * Applies one save atomically (inWriteTransaction: a transaction of its own on PostgreSQL, a
 * savepoint of a shared commit on SQLite): check the access, lock the assessment's progress row
 * (writes to one assessment then run one at a time, on PostgreSQL too), upsert the answers
 * (newest stamp wins), recount, on finish check the manifest, score and complete exactly once,
 * and store the batch with its response. A batch id already stored rolls all of it back and
 * answers from the store (the same user and payload get the first response, anything else 409).
 * Any error rolls the whole request back, its answers included: an error always means nothing
 * changed. The safety flag a depression save raises (`watch`) commits with it, or not at all.
 */
async function applyInTransaction(
  deps: Pick<AppDeps, 'db' | 'metrics'>,
  user: UserRecord,
  body: AnswersPostBody,
  plan: SavePlan,
  now: string,
  watch: SafetyWatch | undefined,
): Promise<AnswerSaveResponse> {
  const { batch } = plan;
  try {
    const saved = await inWriteTransaction(deps.db, async (trx) => {
      await checkAnswerAccess(trx, user, body, 'write');
      return batch ? applyBatch(trx, plan, batch, now, watch) : applyPlan(trx, plan, now, watch);
    });
    if (batch) deps.metrics?.answerBatchesApplied.inc();
    watch?.committed();
    return saved;
  } catch (error) {
    if (!batch || !(error instanceof PossibleReplay)) throw error;
    return replay(deps.db, plan.userId, batch, error.refusal);
  }
}

/**
 * Applies one save: the common batch on PostgreSQL in one call (batch-in-one-call.ts), any other
 * in a transaction (applyInTransaction), with the same guarantees.
 */
async function applySave(deps: SaveDeps, user: UserRecord, body: AnswersPostBody, plan: SavePlan, sessionCheck?: SessionCheck): Promise<AnswerSaveResponse> {
  const now = deps.clock().toISOString();
  // The depression screening's saves raise the safety flag (raised once: only by the save that applies).
  const watch = safetyWatchOf(deps, plan.rules, plan.userId, now);
  const viaTransaction = () => applyInTransaction(deps, user, body, plan, now, watch);
  if (!fitsOneCall(deps.db, plan)) return sessionCheck ? applySave(deps, await sessionCheck.read(), body, plan) : viaTransaction();
  const sessionFromMemory = sessionCheck && { withUserRead: async () => applySave(deps, await sessionCheck.read(), body, plan) };
  return applyBatchInOneCall(deps, user, body, plan, now, viaTransaction, sessionFromMemory, watch);
}

/** A user taken from memory, not read for the request: `read()` reads it now, or refuses (http/load-session.ts). */
export interface SessionCheck {
  read(): Promise<UserRecord>;
}

/** POST /api/answers, both forms. */
export async function saveAnswers(
  deps: SaveDeps,
  user: UserRecord,
  body: AnswersPostBody,
  /** Given when `user` was taken from memory: only the one-call batch checks it itself; any other save reads the user first. */
  sessionCheck?: SessionCheck,
): Promise<AnswerSaveResponse> {
  const rules = answerRulesFor(body.assessmentId);
  const totalProblem = totalQuestionsProblem(rules, body.totalQuestions);
  if (totalProblem) throw new AppError('validation', totalProblem, { totalQuestions: totalProblem });
  const plan = isBatchBody(body) ? batchPlan(body.userId, rules, body) : wholePlan(body.userId, rules, body);
  return applySave(deps, user, body, plan, sessionCheck);
}

/** GET /api/answers: the stored answers in the spec's shape, with every stamp for the client's merge. */
export async function readAnswers(deps: Pick<AppDeps, 'db'>, user: UserRecord, query: AnswersQuery): Promise<AnswersResponse> {
  await checkAnswerAccess(deps.db, user, query, 'read');
  const rules = answerRulesFor(query.assessmentId);
  const [progress, stored] = await Promise.all([
    findProgress(deps.db, query),
    listAnswers(deps.db, query.userId, query.assessmentId),
  ]);
  return {
    assessmentId: rules.assessmentId,
    version: progress?.version ?? rules.version,
    answers: toSpecAnswers(rules, stored),
    stamps: Object.fromEntries(stored.map((answer) => [answer.key, answer.stamp])),
    questionsAnswered: progress?.questionsAnswered ?? 0,
    totalQuestions: rules.totalQuestions,
    completed: progress?.completed ?? false,
    completedAt: progress?.completedAt ?? null,
  };
}
