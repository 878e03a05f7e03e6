import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerSaveResponse } from '@career/sync-server/answers/contract/answer-dto';
import { emptyAssessmentState, knownTotal } from './assessment-state';
import { finishManifest } from './finish-manifest';
import { localDb } from './local-db';
import type { AnswerRecord, AnswerRecordKey, AssessmentStateRecord, OutboxBatch } from './local-db';
import { planBatches } from './plan-batches';
import { guardStorage } from './storage-error';

/** The outbox side of the answers: what the sync engine reads and writes (always for one user). */

export interface FreezeOptions {
  makeId: () => string;
  now: number;
  /** Only this assessment (after a manifest mismatch). */
  assessmentId?: AssessmentId;
  maxChanges?: number;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => AssessmentId): Map<AssessmentId, T[]> {
  const groups = new Map<AssessmentId, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

async function stateOf(userId: string, assessmentId: AssessmentId): Promise<AssessmentStateRecord> {
  return (await localDb.assessmentState.get([userId, assessmentId])) ?? emptyAssessmentState(userId, assessmentId);
}

function rowsOf(userId: string, assessmentId: AssessmentId) {
  return localDb.answers.where('[userId+assessmentId]').equals([userId, assessmentId]);
}

/**
 * Freezes the user's dirty answers that are in no batch yet into outbox batches, per assessment,
 * in one transaction; a requested finish rides on the last batch (or alone). Assessments whose
 * size is unknown wait; dirty answers of a completed assessment can never be uploaded and are
 * cleared. Returns how many batches were queued.
 */
export async function freezeDirtyAnswers(userId: string, options: FreezeOptions): Promise<number> {
  return guardStorage(() =>
    localDb.transaction('rw', localDb.answers, localDb.outbox, localDb.assessmentState, async () => {
      const [dirty, states, queued] = await Promise.all([
        localDb.answers.where('[userId+dirty]').equals([userId, 1]).toArray(),
        localDb.assessmentState.where('userId').equals(userId).toArray(),
        localDb.outbox.where('userId').equals(userId).toArray(),
      ]);
      // Oldest change first, so assessments are queued in the order they were answered.
      dirty.sort((a, b) => a.stamp - b.stamp);
      const stateById = new Map(states.map((state) => [state.assessmentId, state]));
      const dirtyById = groupBy(dirty, (row) => row.assessmentId);
      const finishQueued = new Set(queued.filter((batch) => batch.finish).map((batch) => batch.assessmentId));
      // An assessment with a batch still queued waits: its newer answers go in one batch after
      // that one is acknowledged, instead of one small batch per attempt made while offline.
      const hasQueue = new Set(queued.map((batch) => batch.assessmentId));
      const candidates = new Set<AssessmentId>([
        ...dirty.filter((row) => row.stamp > row.frozenStamp).map((row) => row.assessmentId),
        ...states.filter((state) => state.finishRequested && !state.completed && !finishQueued.has(state.assessmentId)).map((state) => state.assessmentId),
      ]);
      let created = 0;
      for (const assessmentId of candidates) {
        if (options.assessmentId && options.assessmentId !== assessmentId) continue;
        if (hasQueue.has(assessmentId)) continue;
        const state = stateById.get(assessmentId) ?? emptyAssessmentState(userId, assessmentId);
        const rows = dirtyById.get(assessmentId) ?? [];
        if (state.completed) {
          await localDb.answers.bulkPut(rows.map((row) => ({ ...row, dirty: 0, frozenStamp: row.stamp })));
          continue;
        }
        const totalQuestions = knownTotal(state.totalQuestions);
        if (totalQuestions === undefined) continue;
        const fresh = rows.filter((row) => row.stamp > row.frozenStamp);
        const finish = state.finishRequested && !finishQueued.has(assessmentId) ? finishManifest(assessmentId, await rowsOf(userId, assessmentId).toArray(), totalQuestions) : undefined;
        const batches = planBatches({ userId, assessmentId, totalQuestions, fresh, finish, makeId: options.makeId, now: options.now, maxChanges: options.maxChanges });
        await localDb.outbox.bulkAdd(batches as OutboxBatch[]);
        await localDb.answers.bulkPut(fresh.map((row) => ({ ...row, frozenStamp: row.stamp })));
        created += batches.length;
      }
      return created;
    }),
  );
}

/**
 * The assessments with queued batches, in the order of their oldest batch; those held back by a
 * refused batch go last, so that (say) the consent they wait for is sent before they are retried.
 */
export async function queuedAssessments(userId: string): Promise<AssessmentId[]> {
  return guardStorage(async () => {
    const queued = (await localDb.outbox.where('userId').equals(userId).toArray()).sort((a, b) => a.seq - b.seq);
    const order = [...new Set(queued.map((batch) => batch.assessmentId))];
    const refused = new Set(order.filter((assessmentId) => queued.find((batch) => batch.assessmentId === assessmentId)?.error !== undefined));
    return [...order.filter((assessmentId) => !refused.has(assessmentId)), ...refused];
  });
}

/** The oldest queued batch of an assessment (batches are sent strictly in this order). */
export async function firstQueuedBatch(userId: string, assessmentId: AssessmentId): Promise<OutboxBatch | undefined> {
  return guardStorage(async () => {
    const queued = await localDb.outbox.where('[userId+assessmentId]').equals([userId, assessmentId]).toArray();
    return queued.sort((a, b) => a.seq - b.seq)[0];
  });
}

/**
 * The server stored the batch: in one transaction, drop it from the outbox, clear dirty on the
 * answers whose stamp is still the one sent (an answer changed meanwhile stays dirty), and keep
 * what the server says about completion.
 */
export async function acknowledgeBatch(batch: OutboxBatch, response: AnswerSaveResponse): Promise<void> {
  const { userId, assessmentId } = batch;
  await guardStorage(() =>
    localDb.transaction('rw', localDb.answers, localDb.outbox, localDb.assessmentState, async () => {
      await localDb.outbox.delete(batch.seq);
      const keys = batch.changes.map((change): AnswerRecordKey => [userId, assessmentId, change.key]);
      const rows = keys.length > 0 ? await localDb.answers.bulkGet(keys) : [];
      const acknowledged = rows.filter((row, index): row is AnswerRecord => row !== undefined && row.dirty === 1 && row.stamp === batch.changes[index]?.stamp);
      if (acknowledged.length > 0) await localDb.answers.bulkPut(acknowledged.map((row) => ({ ...row, dirty: 0 })));
      const state = await stateOf(userId, assessmentId);
      await localDb.assessmentState.put({
        ...state,
        completed: state.completed || response.completed,
        completedAt: response.completedAt ?? state.completedAt,
        // A finish the server took without completing is used up (it would refuse it with 422).
        finishRequested: batch.finish && !response.completed ? false : state.finishRequested,
        totalQuestions: knownTotal(response.totalQuestions) ?? state.totalQuestions,
        error: undefined,
        mismatches: 0,
      });
    }),
  );
}

/** 409 assessment_completed: read-only from now on; nothing queued for it can be uploaded any more. */
export async function markAssessmentCompleted(userId: string, assessmentId: AssessmentId, message: string): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.answers, localDb.outbox, localDb.assessmentState, async () => {
      await localDb.outbox.where('[userId+assessmentId]').equals([userId, assessmentId]).delete();
      const dirty = await rowsOf(userId, assessmentId).filter((row) => row.dirty === 1).toArray();
      await localDb.answers.bulkPut(dirty.map((row) => ({ ...row, dirty: 0, frozenStamp: row.stamp })));
      const state = await stateOf(userId, assessmentId);
      await localDb.assessmentState.put({ ...state, completed: true, error: message, mismatches: 0 });
    }),
  );
}

/** 409 manifest_mismatch: counts it and returns how many the assessment has had in a row. */
export async function countMismatch(userId: string, assessmentId: AssessmentId): Promise<number> {
  return guardStorage(() =>
    localDb.transaction('rw', localDb.assessmentState, async () => {
      const state = await stateOf(userId, assessmentId);
      const mismatches = (state.mismatches ?? 0) + 1;
      await localDb.assessmentState.put({ ...state, mismatches });
      return mismatches;
    }),
  );
}

/**
 * After a manifest mismatch: drop the assessment's queued batches and mark every local answer
 * dirty again (frozenStamp reset), so the next freeze re-sends all of them with the finish.
 */
export async function requeueAssessment(userId: string, assessmentId: AssessmentId): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.answers, localDb.outbox, async () => {
      await localDb.outbox.where('[userId+assessmentId]').equals([userId, assessmentId]).delete();
      const rows = await rowsOf(userId, assessmentId).toArray();
      await localDb.answers.bulkPut(rows.map((row) => ({ ...row, dirty: 1, frozenStamp: 0 })));
    }),
  );
}

/** 409 batch_conflict: the batch gets a new id, once; false when it already had one. */
export async function renewBatchId(seq: number, batchId: string): Promise<boolean> {
  return guardStorage(() =>
    localDb.transaction('rw', localDb.outbox, async () => {
      const batch = await localDb.outbox.get(seq);
      if (!batch || batch.renewed) return false;
      await localDb.outbox.update(seq, { batchId, renewed: true });
      return true;
    }),
  );
}

/**
 * The server refused the batch: keep it with the reason; the assessment shows the error. A
 * refused finish is withdrawn (the page becomes editable again; 'I'm Finished' asks anew), while
 * the batch's answers stay queued.
 */
export async function refuseBatch(batch: OutboxBatch, message: string): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.outbox, localDb.assessmentState, async () => {
      await localDb.outbox.update(batch.seq, { error: message, attempts: batch.attempts + 1, finish: undefined });
      const state = await stateOf(batch.userId, batch.assessmentId);
      await localDb.assessmentState.put({ ...state, error: message, finishRequested: batch.finish ? false : state.finishRequested, mismatches: 0 });
    }),
  );
}

/**
 * Before retrying a refused assessment: drop its queued batches and let its dirty answers be
 * frozen again with their current values (a refused value the user has since changed is not sent
 * again), so the retry carries exactly what is still unacknowledged.
 */
export async function requeueDirty(userId: string, assessmentId: AssessmentId): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.answers, localDb.outbox, async () => {
      await localDb.outbox.where('[userId+assessmentId]').equals([userId, assessmentId]).delete();
      const dirty = await rowsOf(userId, assessmentId).filter((row) => row.dirty === 1).toArray();
      await localDb.answers.bulkPut(dirty.map((row) => ({ ...row, frozenStamp: 0 })));
    }),
  );
}

/** Nothing refused is left to retry for the assessment: its error is gone. */
export async function clearAssessmentError(userId: string, assessmentId: AssessmentId): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.assessmentState, async () => {
      const state = await localDb.assessmentState.get([userId, assessmentId]);
      if (state?.error !== undefined && !state.completed) await localDb.assessmentState.put({ ...state, error: undefined });
    }),
  );
}

/** A send that did not reach the server (counted for diagnostics; the batch stays as it is). */
export async function countAttempt(batch: OutboxBatch): Promise<void> {
  await guardStorage(() => localDb.outbox.update(batch.seq, { attempts: batch.attempts + 1 }).then(() => undefined));
}

/** Whether anything could still be uploaded: dirty answers, unrefused batches or a finish not sent. */
export async function hasUnsentWork(userId: string): Promise<boolean> {
  return guardStorage(() =>
    localDb.transaction('r', localDb.answers, localDb.outbox, localDb.assessmentState, async () => {
      if ((await localDb.answers.where('[userId+dirty]').equals([userId, 1]).count()) > 0) return true;
      if ((await localDb.outbox.where('userId').equals(userId).filter((batch) => !batch.error).count()) > 0) return true;
      return (await localDb.assessmentState.where('userId').equals(userId).filter((state) => state.finishRequested && !state.completed && !state.error).count()) > 0;
    }),
  );
}
