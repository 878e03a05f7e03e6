import type { Kysely } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { AnswerSaveResponse } from '../contract/answer-dto';
import type { AnswersPostBody } from '../contract/answer-schemas';
import type { BatchCall, BatchCallOutcome } from '../repositories/answer-batch-call';
import { callApplyAnswerBatch, hasBatchCall } from '../repositories/answer-batch-call';
import { lockExistingProgress } from '../repositories/progress-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { checkAnswerAccess } from './answer-access';
import { replay } from './answer-replay';
import { COMPLETED_MESSAGE } from './completed-message';
import type { BatchPlan, SavePlan } from './save-plan';
import { isCountedBatch } from './counted-assessments';
import type { SafetyWatch } from './safety-watch';

/**
 * Whether a save can go in one call to apply_answer_batch: a batch with answers to write, on
 * PostgreSQL, to a list instrument counted by its stored values, without a finish (finishing
 * scores in TypeScript and takes the transaction path).
 */
export function fitsOneCall(db: Kysely<Database>, plan: SavePlan): plan is BatchPlan {
  return hasBatchCall(db) && isCountedBatch(plan);
}

/**
 * Whether POST /api/answers may take its user from memory (http/session-user-cache.ts): where the
 * common batch goes in one call, which checks the session itself (PostgreSQL). There the read of
 * the user was a round trip of its own before every batch.
 */
export function batchChecksSession(db: Kysely<Database>): boolean {
  return hasBatchCall(db);
}

/** Rolls back the watched call's transaction when the batch was not applied, carrying what the call answered. */
class NotApplied extends Error {
  constructor(readonly outcome: BatchCallOutcome) {
    super('The answer batch was not applied.');
  }
}

/**
 * The call with the safety watch around it (the depression screening only), in one transaction:
 * the progress row locked first (when there is one), so the answers read before are those the call
 * changes, then the call, then the answers read after; the flag and its e-mail commit with the
 * batch, or roll back with anything the call did not apply (a replay, a refusal, a stale session).
 * A few more round trips (the transaction, the lock, the two reads), for the few batches of one short screening.
 */
async function callWatched(db: Kysely<Database>, call: BatchCall, watch: SafetyWatch): Promise<BatchCallOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockExistingProgress(trx, call);
      await watch.before(trx);
      const outcome = await callApplyAnswerBatch(trx, call);
      if (outcome.outcome !== 'applied') throw new NotApplied(outcome);
      await watch.after(trx, false);
      return outcome;
    });
  } catch (error) {
    if (error instanceof NotApplied) return error.outcome;
    throw error;
  }
}

/**
 * The common answer batch on PostgreSQL in one round trip (apply_answer_batch, which checks the
 * plan too) instead of a transaction of eight: the same checks, writes and answers as the
 * transaction path in answer-service.ts. A refusal is named by the TypeScript access check; a
 * write refused when that check passes (the plan changed in between) takes the transaction path.
 * Anything refused may be a replay of a batch applied before, so it is answered from the stored
 * batch when there is one, as there.
 */
export async function applyBatchInOneCall(
  deps: Pick<AppDeps, 'db' | 'metrics'>,
  user: UserRecord,
  body: AnswersPostBody,
  plan: BatchPlan,
  now: string,
  viaTransaction: () => Promise<AnswerSaveResponse>,
  /**
   * Given when `user` was taken from memory, not read for this request (http/load-session.ts):
   * the call checks the session against the user's row, and anything but an applied batch is
   * decided again by `withUserRead`, on the user read afresh.
   */
  sessionFromMemory?: { withUserRead(): Promise<AnswerSaveResponse> },
  /** The depression screening's safety watch (safety-watch.ts): the call then runs inside a transaction with it. */
  watch?: SafetyWatch,
): Promise<AnswerSaveResponse> {
  const { batch, rules, userId } = plan;
  // Another user's answers: refused (403) before anything is read or replayed.
  if (userId !== user.id) await checkAnswerAccess(deps.db, user, body, 'write');
  const call: BatchCall = {
    userId,
    assessmentId: rules.assessmentId,
    version: rules.version,
    totalQuestions: rules.totalQuestions,
    now,
    writes: plan.writes,
    batchId: batch.batchId,
    payloadHash: batch.payloadHash,
    offered: plan.writes.length + plan.ignored,
    consented: user.consent,
    session: sessionFromMemory ? { version: user.sessionVersion, isAdmin: user.isAdmin } : undefined,
  };
  const result = watch ? await callWatched(deps.db, call, watch) : await callApplyAnswerBatch(deps.db, call);
  if (sessionFromMemory && result.outcome !== 'applied') return sessionFromMemory.withUserRead();
  if (result.outcome === 'stale') throw new Error('apply_answer_batch_checked answered stale to a call without a session.');
  if (result.outcome === 'refused') {
    try {
      await checkAnswerAccess(deps.db, user, body, 'write');
    } catch (error) {
      if (error instanceof AppError) return replay(deps.db, userId, batch, error);
      throw error;
    }
    return viaTransaction(); // the check passes now: the plan changed in between
  }
  if (result.outcome === 'completed') return replay(deps.db, userId, batch, new AppError('assessment_completed', COMPLETED_MESSAGE));
  if (result.outcome === 'taken') return replay(deps.db, userId, batch, undefined);
  deps.metrics?.answerBatchesApplied.inc();
  watch?.committed();
  return JSON.parse(result.response) as AnswerSaveResponse;
}
