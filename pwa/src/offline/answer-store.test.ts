import type { AnswersResponse } from '@career/sync-server/answers/contract/answer-dto';
import { liveQuery } from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onAnswersSaved } from './answer-events';
import { mergeServerAnswers, readAssessment, requestFinish, saveAnswer, saveAnswers, setPage } from './answer-store';
import { AssessmentCompletedError } from './assessment-completed-error';
import { localDb } from './local-db';
import { resetLocalDb } from './reset-local-db';
import { StorageError } from './storage-error';

function serverResponse(overrides: Partial<AnswersResponse> = {}): AnswersResponse {
  return { assessmentId: 'neo', version: '1', answers: [], stamps: {}, questionsAnswered: 0, totalQuestions: 240, completed: false, completedAt: null, ...overrides };
}

describe('answer store', () => {
  beforeEach(async () => {
    await resetLocalDb();
    vi.restoreAllMocks();
  });

  /** The device database's own IndexedDB connection, where answers are written. */
  async function connection(): Promise<IDBDatabase> {
    await localDb.open();
    return localDb.backendDB();
  }

  it('saveAnswer writes one dirty row with a rising stamp, in one transaction', async () => {
    const transaction = vi.spyOn(await connection(), 'transaction');
    await saveAnswer('u1', 'neo', '0', '3', 240);
    expect(transaction).toHaveBeenCalledTimes(1);
    expect(transaction).toHaveBeenCalledWith(['answers', 'assessmentState'], 'readwrite');
    const first = await localDb.answers.get(['u1', 'neo', '0']);
    expect(first).toMatchObject({ value: '3', dirty: 1, frozenStamp: 0 });
    await saveAnswer('u1', 'neo', '0', '4');
    const second = await localDb.answers.get(['u1', 'neo', '0']);
    expect(second?.value).toBe('4');
    expect(second?.stamp).toBeGreaterThan(first?.stamp ?? Infinity);
    expect(await localDb.answers.count()).toBe(1);
    expect((await localDb.assessmentState.get(['u1', 'neo']))?.totalQuestions).toBe(240);
  });

  it('announces saved answers to the sync engine', async () => {
    const heard = vi.fn();
    const stop = onAnswersSaved(heard);
    await saveAnswer('u1', 'neo', '1', '2');
    stop();
    expect(heard).toHaveBeenCalledWith({ userId: 'u1', assessmentId: 'neo' });
  });

  it('saveAnswers writes several answers in one transaction with one stamp', async () => {
    const transaction = vi.spyOn(await connection(), 'transaction');
    await saveAnswers('u1', 'career-values', { start: ['a'], always: ['b', 'c'] }, 54);
    expect(transaction).toHaveBeenCalledTimes(1);
    const rows = await localDb.answers.toArray();
    expect(rows.map((row) => row.key).sort()).toEqual(['always', 'start']);
    expect(new Set(rows.map((row) => row.stamp)).size).toBe(1);
  });

  it('a page showing the assessment (a live query) sees each answer as it is saved', async () => {
    const seen: { answers: Record<string, unknown>; pending: number }[] = [];
    const subscription = liveQuery(() => readAssessment('u1', 'neo')).subscribe((state) => seen.push(state));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await saveAnswer('u1', 'neo', '0', '2', 240);
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ answers: { '0': '2' }, pending: 1 }));
    await saveAnswer('u1', 'neo', '0', '4');
    await vi.waitFor(() => expect(seen.at(-1)?.answers).toEqual({ '0': '4' }));
    subscription.unsubscribe();
  });

  it('reads an assessment back with its state, leaving cleared answers out', async () => {
    await saveAnswers('u1', 'neo', [['0', '1'], ['1', null]], 240);
    await setPage('u1', 'neo', 3);
    await requestFinish('u1', 'neo', 240);
    expect(await readAssessment('u1', 'neo')).toEqual({ loaded: true, answers: { '0': '1' }, page: 3, finishRequested: true, completed: false, pending: 2, error: undefined });
    expect((await readAssessment('u2', 'neo')).answers).toEqual({});
  });

  it('refuses to change a completed assessment', async () => {
    await localDb.assessmentState.put({ userId: 'u1', assessmentId: 'neo', finishRequested: false, completed: true, completedAt: '2026-01-01T00:00:00.000Z', totalQuestions: 240 });
    await expect(saveAnswer('u1', 'neo', '0', '1')).rejects.toBeInstanceOf(AssessmentCompletedError);
    expect(await localDb.answers.count()).toBe(0);
  });

  it('turns a full disk into a clear message instead of swallowing it', async () => {
    vi.spyOn(await connection(), 'transaction').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const failure = saveAnswer('u1', 'neo', '0', '1');
    await expect(failure).rejects.toBeInstanceOf(StorageError);
    await expect(failure).rejects.toThrow('This device is out of storage space, so your answers could not be saved. Free up some space and try again.');
  });

  describe('mergeServerAnswers', () => {
    it('keeps the newest stamp per answer and leaves newer local answers dirty', async () => {
      await localDb.answers.bulkPut([
        { userId: 'u1', assessmentId: 'neo', key: '0', value: 'old-local', stamp: 100, dirty: 0, frozenStamp: 100 },
        { userId: 'u1', assessmentId: 'neo', key: '1', value: 'new-local', stamp: 300, dirty: 1, frozenStamp: 0 },
        { userId: 'u1', assessmentId: 'neo', key: '2', value: 'same', stamp: 250, dirty: 1, frozenStamp: 250 },
      ]);
      await mergeServerAnswers('u1', 'neo', serverResponse({ answers: ['server-0', 'server-1', 'same', 'server-3'], stamps: { '0': 200, '1': 200, '2': 250, '3': 50 } }));
      const rows = Object.fromEntries((await localDb.answers.toArray()).map((row) => [row.key, row]));
      expect(rows['0']).toMatchObject({ value: 'server-0', stamp: 200, dirty: 0 });
      expect(rows['1']).toMatchObject({ value: 'new-local', stamp: 300, dirty: 1 });
      expect(rows['2']).toMatchObject({ value: 'same', dirty: 0 });
      expect(rows['3']).toMatchObject({ value: 'server-3', stamp: 50, dirty: 0 });
      expect((await localDb.assessmentState.get(['u1', 'neo']))?.totalQuestions).toBe(240);
    });

    it('takes a completed assessment as final: server answers, nothing queued, read-only', async () => {
      await saveAnswer('u1', 'neo', '5', 'local-only', 240);
      await localDb.outbox.add({ batchId: 'b', userId: 'u1', assessmentId: 'neo', totalQuestions: 240, changes: [], createdAt: 1, attempts: 0 } as never);
      await mergeServerAnswers('u1', 'neo', serverResponse({ answers: ['x'], stamps: { '0': 1 }, completed: true, completedAt: '2026-01-01T00:00:00.000Z' }));
      expect(await localDb.answers.toArray()).toEqual([expect.objectContaining({ key: '0', value: 'x', dirty: 0 })]);
      expect(await localDb.outbox.count()).toBe(0);
      const state = await readAssessment('u1', 'neo');
      expect(state.completed).toBe(true);
      await expect(saveAnswer('u1', 'neo', '0', 'y')).rejects.toBeInstanceOf(AssessmentCompletedError);
    });

    it('never touches another user', async () => {
      await saveAnswer('u2', 'neo', '0', 'theirs', 240);
      await mergeServerAnswers('u1', 'neo', serverResponse({ answers: ['mine'], stamps: { '0': 1 }, completed: true, completedAt: '2026-01-01T00:00:00.000Z' }));
      expect(await localDb.answers.get(['u2', 'neo', '0'])).toMatchObject({ value: 'theirs', dirty: 1 });
    });
  });
});
