import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerKey, AnswersResponse, AnswerValue } from '@career/sync-server/answers/contract/answer-dto';
import type { LocalAssessmentState } from '../sync/sync-types';
import { announceAnswersSaved } from './answer-events';
import { signalAnswerWrite } from './answer-write-signal';
import { answerWriter } from './answer-writer';
import { AssessmentCompletedError } from './assessment-completed-error';
import { emptyAssessmentState, knownTotal, withTotal } from './assessment-state';
import { nextStamp, observeStamp } from './device-clock';
import { localDb } from './local-db';
import type { AssessmentStateRecord } from './local-db';
import { requestPersistentStorage } from './persist-storage';
import { planMerge, serverAnswers } from './plan-merge';
import { guardStorage } from './storage-error';

/** Answers to save at once: a map by key, or [key, value] pairs. */
export type AnswerEntries = Readonly<Record<AnswerKey, AnswerValue>> | Iterable<readonly [AnswerKey, AnswerValue]>;

function toPairs(entries: AnswerEntries): [AnswerKey, AnswerValue][] {
  const iterable = entries as Partial<Iterable<readonly [AnswerKey, AnswerValue]>>;
  if (typeof iterable[Symbol.iterator] === 'function') return Array.from(entries as Iterable<readonly [AnswerKey, AnswerValue]>, ([key, value]) => [key, value]);
  return Object.entries(entries);
}

async function writeAnswers(userId: string, assessmentId: AssessmentId, pairs: [AnswerKey, AnswerValue][], totalQuestions: number | undefined): Promise<void> {
  if (pairs.length === 0) return;
  const started = performance.now();
  const write = { userId, assessmentId, pairs, stamp: nextStamp(), totalQuestions };
  const outcome = await guardStorage(() => answerWriter.write(write));
  // Read by `npm run bench`: choosing an answer to its IndexedDB transaction committed
  // (answer-saved), the transaction's reads and writes (answer-idb), and to this page hearing of
  // the commit (answer-confirmed: with the answer worker, after the page's next frame).
  performance.measure('career:answer-idb', { start: outcome.opened, end: Math.max(outcome.opened, outcome.written) });
  performance.measure('career:answer-saved', { start: started, end: Math.max(started, outcome.committed) });
  performance.measure('career:answer-confirmed', { start: started });
  signalAnswerWrite(write, outcome.stateChanged);
  requestPersistentStorage();
  announceAnswersSaved({ userId, assessmentId });
}

/** Starts what saving answers needs (the answer worker) before the first answer is chosen. */
export function prepareToSaveAnswers(): void {
  answerWriter.warm();
}

/**
 * Saves one answer on this device in one IndexedDB transaction (in the answer worker where there
 * is one), stamped by the device clock and marked for upload; the sync engine sends it shortly
 * after (debounced). A value of null (or undefined) clears the answer. Pass totalQuestions when
 * known: batches of an assessment wait until its size is known (from here, requestFinish or
 * mergeServerAnswers).
 * Rejects with a StorageError whose message is for the user (AssessmentCompletedError when the
 * assessment is completed and read-only).
 */
export async function saveAnswer(userId: string, assessmentId: AssessmentId, key: AnswerKey, value: AnswerValue, totalQuestions?: number): Promise<void> {
  await writeAnswers(userId, assessmentId, [[key, value]], totalQuestions);
}

/** Saves several answers (e.g. two card-sort bins after a move) in one transaction, with one stamp. */
export async function saveAnswers(userId: string, assessmentId: AssessmentId, entries: AnswerEntries, totalQuestions?: number): Promise<void> {
  await writeAnswers(userId, assessmentId, toPairs(entries), totalQuestions);
}

async function updateState(userId: string, assessmentId: AssessmentId, change: (state: AssessmentStateRecord) => AssessmentStateRecord): Promise<void> {
  await guardStorage(() =>
    localDb.transaction('rw', localDb.assessmentState, async () => {
      const state = (await localDb.assessmentState.get([userId, assessmentId])) ?? emptyAssessmentState(userId, assessmentId);
      await localDb.assessmentState.put(change(state));
    }),
  );
}

/** Remembers the page of a paged assessment (0-based) the user is on; stays on this device. */
export async function setPage(userId: string, assessmentId: AssessmentId, page: number, totalQuestions?: number): Promise<void> {
  await updateState(userId, assessmentId, (state) => ({ ...(withTotal(state, totalQuestions) ?? state), page }));
}

/**
 * 'I'm Finished': queues the finish; the next batch of the assessment carries the finish manifest
 * and the server completes (and scores) it. Call syncNow() after it to upload at once.
 */
export async function requestFinish(userId: string, assessmentId: AssessmentId, totalQuestions: number): Promise<void> {
  await updateState(userId, assessmentId, (state) => {
    if (state.completed) throw new AssessmentCompletedError();
    return { ...(withTotal(state, totalQuestions) ?? state), finishRequested: true, error: undefined, mismatches: 0 };
  });
  announceAnswersSaved({ userId, assessmentId });
}

/**
 * Merges GET /api/answers into this device: per answer the newest stamp wins (a local answer
 * changed after the server's copy stays dirty and is uploaded); server answers are stored as
 * acknowledged. A completed assessment takes the server's answers as final, drops what was queued
 * for it and becomes read-only. The device clock moves past the server's stamps, so the next
 * local edit wins over them.
 */
export async function mergeServerAnswers(userId: string, assessmentId: AssessmentId, response: AnswersResponse): Promise<void> {
  const server = serverAnswers(response);
  await guardStorage(() =>
    localDb.transaction('rw', localDb.answers, localDb.assessmentState, localDb.outbox, async () => {
      const local = await localDb.answers.where('[userId+assessmentId]').equals([userId, assessmentId]).toArray();
      const plan = planMerge(userId, assessmentId, local, server, response.completed);
      if (plan.put.length > 0) await localDb.answers.bulkPut(plan.put);
      if (plan.remove.length > 0) await localDb.answers.bulkDelete(plan.remove.map((key) => [userId, assessmentId, key]));
      const state = (await localDb.assessmentState.get([userId, assessmentId])) ?? emptyAssessmentState(userId, assessmentId);
      const next: AssessmentStateRecord = { ...state, totalQuestions: knownTotal(response.totalQuestions) ?? state.totalQuestions };
      if (response.completed) {
        await localDb.outbox.where('[userId+assessmentId]').equals([userId, assessmentId]).delete();
        Object.assign(next, { completed: true, completedAt: response.completedAt, error: undefined, mismatches: 0 });
      }
      await localDb.assessmentState.put(next);
    }),
  );
  observeStamp(Math.max(0, ...server.map((answer) => answer.stamp)));
}

/** One assessment as this device holds it (cleared answers are left out of `answers`). */
export async function readAssessment(userId: string, assessmentId: AssessmentId): Promise<LocalAssessmentState> {
  return guardStorage(() =>
    localDb.transaction('r', localDb.answers, localDb.assessmentState, async () => {
      const [rows, state] = await Promise.all([
        localDb.answers.where('[userId+assessmentId]').equals([userId, assessmentId]).toArray(),
        localDb.assessmentState.get([userId, assessmentId]),
      ]);
      const answers: Record<AnswerKey, AnswerValue> = {};
      let pending = 0;
      for (const row of rows) {
        if (row.value !== null && row.value !== undefined) answers[row.key] = row.value;
        pending += row.dirty;
      }
      return {
        loaded: true,
        answers,
        page: state?.page,
        finishRequested: state?.finishRequested ?? false,
        completed: state?.completed ?? false,
        pending,
        error: state?.error,
      };
    }),
  );
}
