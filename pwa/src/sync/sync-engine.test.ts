import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AnswerBatchRequest, AnswerSaveResponse, AnswersResponse } from '@career/sync-server/answers/contract/answer-dto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { readAssessment, requestFinish, saveAnswer, saveAnswers } from '../offline/answer-store';
import { AssessmentCompletedError } from '../offline/assessment-completed-error';
import { localDb } from '../offline/local-db';
import { resetLocalDb } from '../offline/reset-local-db';
import { answersTransport } from './answers-api';
import type { SyncTransport } from './answers-api';
import { COMPLETED_NOTICE, SyncEngine } from './sync-engine';
import type { SyncEngineOptions, SyncTimers } from './sync-engine';
import { memoryLock } from './tab-lock';

type Handler = (batch: AnswerBatchRequest) => AnswerSaveResponse | Promise<AnswerSaveResponse>;

function accepted(batch: AnswerBatchRequest, overrides: Partial<AnswerSaveResponse> = {}): AnswerSaveResponse {
  return {
    saved: true,
    batchId: batch.batchId,
    assessmentId: batch.assessmentId,
    applied: batch.changes.length,
    ignored: 0,
    questionsAnswered: batch.changes.length,
    totalQuestions: batch.totalQuestions,
    completed: batch.finish !== undefined,
    completedAt: batch.finish ? '2026-11-22T10:00:00.000Z' : null,
    ...overrides,
  };
}

function refusal(status: number, code: ConstructorParameters<typeof ApiError>[1], message = 'refused'): ApiError {
  return new ApiError(status, code, message);
}

/** A fake server: records every batch and answers through a replaceable handler. */
function fakeServer() {
  const sent: AnswerBatchRequest[] = [];
  const fetched: AssessmentId[] = [];
  let handler: Handler = (batch) => accepted(batch);
  let serverAnswers: (assessmentId: AssessmentId) => AnswersResponse = (assessmentId) => ({
    assessmentId,
    version: '1',
    answers: [],
    stamps: {},
    questionsAnswered: 0,
    totalQuestions: 240,
    completed: false,
    completedAt: null,
  });
  const transport: SyncTransport = {
    sendBatch: async (batch) => {
      sent.push(structuredClone(batch));
      return handler(batch);
    },
    fetchAnswers: async (_userId, assessmentId) => {
      fetched.push(assessmentId);
      return serverAnswers(assessmentId);
    },
  };
  return {
    sent,
    fetched,
    transport,
    answer(next: Handler) {
      handler = next;
    },
    holds(next: (assessmentId: AssessmentId) => AnswersResponse) {
      serverAnswers = next;
    },
  };
}

/** Timers the test fires by hand. */
function manualTimers() {
  let next = 1;
  const pending = new Map<number, { callback: () => void; ms: number }>();
  const timers: SyncTimers = {
    set: (callback, ms) => {
      const id = next++;
      pending.set(id, { callback, ms });
      return id;
    },
    clear: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((timer) => timer.ms),
    async fireAll() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.callback();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

let ids = 0;
function makeEngine(server: ReturnType<typeof fakeServer>, overrides: Partial<SyncEngineOptions> = {}) {
  const clock = manualTimers();
  const engine = new SyncEngine({
    userId: 'u1',
    transport: server.transport,
    timers: clock.timers,
    random: () => 0,
    makeId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    lock: memoryLock,
    listen: false,
    ...overrides,
  });
  return { engine, clock };
}

async function dirtyKeys(userId = 'u1'): Promise<string[]> {
  return (await localDb.answers.where('[userId+dirty]').equals([userId, 1]).toArray()).map((row) => `${row.assessmentId}:${row.key}`).sort();
}

describe('SyncEngine', () => {
  beforeEach(resetLocalDb);
  afterEach(() => vi.unstubAllGlobals());

  it('sends batches in order and clears dirty only for acknowledged stamps', async () => {
    const server = fakeServer();
    await saveAnswers('u1', 'neo', Object.fromEntries(Array.from({ length: 305 }, (_, index) => [String(index), '3'])), 240);
    await saveAnswer('u1', 'depression-screening', '0', '1', 21);
    let inFlight = 0;
    let changed = false;
    server.answer(async (batch) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      // The user changes an answer while the first batch is on its way.
      if (!changed) {
        changed = true;
        await saveAnswer('u1', 'neo', '0', '5');
      }
      inFlight -= 1;
      return accepted(batch);
    });
    const { engine } = makeEngine(server);
    await engine.syncOnce();

    // The answer changed while the first batch was out follows in the same pass, after it.
    expect(server.sent.map((batch) => [batch.assessmentId, batch.changes.length])).toEqual([
      ['neo', 300],
      ['neo', 5],
      ['neo', 1],
      ['depression-screening', 1],
    ]);
    expect(server.sent.every((batch) => batch.userId === 'u1')).toBe(true);
    expect(server.sent[2]?.changes).toEqual([expect.objectContaining({ key: '0', value: '5' })]);
    expect(await dirtyKeys()).toEqual([]);
    expect(await localDb.outbox.count()).toBe(0);
    expect(engine.getState().phase).toBe('idle');
  });

  it('freezes answers chosen while a batch waits into one batch sent after it', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'neo', '0', '1', 240);
    server.answer(async () => {
      throw refusal(0, 'network');
    });
    const { engine } = makeEngine(server);
    await engine.syncOnce();
    for (let index = 1; index < 40; index += 1) {
      await saveAnswer('u1', 'neo', String(index), '2', 240);
      await engine.syncOnce();
    }
    server.answer(async (batch) => accepted(batch));
    await engine.syncOnce();
    expect(server.sent.slice(-2).map((batch) => batch.changes.length)).toEqual([1, 39]);
    expect(await dirtyKeys()).toEqual([]);
  });

  it('posts the batch form to /api/answers through the api client', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as AnswerBatchRequest;
      calls.push({ url, body });
      return new Response(JSON.stringify(accepted(body)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    await saveAnswer('u1', 'readiness-for-change', '2', 1, 8);
    const { engine } = makeEngine(fakeServer(), { transport: answersTransport });
    expect(await engine.syncNow()).toEqual({ synced: true, pending: 0, error: undefined, offline: false });
    expect(calls).toEqual([
      {
        url: '/api/answers',
        body: { batchId: expect.stringMatching(/^[0-9a-f-]{36}$/), userId: 'u1', assessmentId: 'readiness-for-change', totalQuestions: 8, changes: [{ key: '2', value: 1, stamp: expect.any(Number) }] },
      },
    ]);
  });

  it('never reads or sends the rows of another user', async () => {
    const server = fakeServer();
    await saveAnswer('u2', 'neo', '0', 'theirs', 240);
    await requestFinish('u2', 'neo', 240);
    await saveAnswer('u1', 'neo', '1', 'mine', 240);
    const { engine } = makeEngine(server);
    const result = await engine.syncNow();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ userId: 'u1', changes: [expect.objectContaining({ value: 'mine' })] });
    expect(result.synced).toBe(true);
    expect(await dirtyKeys('u2')).toEqual(['neo:0']);
    expect(await localDb.outbox.where('userId').equals('u2').count()).toBe(0);
  });

  it('keeps everything on network errors and 5xx, and retries with growing backoff', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'neo', '0', '1', 240);
    server.answer(() => {
      throw refusal(0, 'network');
    });
    const { engine, clock } = makeEngine(server, { backoff: { baseMs: 1_000, maxMs: 60_000 } });
    await engine.syncOnce();
    expect(engine.getState().phase).toBe('offline');
    expect(clock.delays()).toEqual([500]);

    server.answer(() => {
      throw refusal(503, 'unavailable');
    });
    await clock.fireAll();
    await vi.waitFor(() => expect(clock.delays()).toEqual([1_000]));
    expect(await localDb.outbox.count()).toBe(1);
    expect(await dirtyKeys()).toEqual(['neo:0']);
    const batchIds = new Set(server.sent.map((batch) => batch.batchId));
    expect(batchIds.size).toBe(1);

    server.answer((batch) => accepted(batch));
    await clock.fireAll();
    await vi.waitFor(() => expect(engine.getState().phase).toBe('idle'));
    expect(server.sent).toHaveLength(3);
    expect(new Set(server.sent.map((batch) => batch.batchId)).size).toBe(1);
    expect(await dirtyKeys()).toEqual([]);
    expect(engine.getState().phase).toBe('idle');
  });

  it('reports offline from syncNow when the server cannot be reached', async () => {
    const server = fakeServer();
    server.answer(() => {
      throw refusal(0, 'network');
    });
    await saveAnswer('u1', 'neo', '0', '1', 240);
    const { engine } = makeEngine(server);
    expect(await engine.syncNow()).toEqual({ synced: false, pending: 1, error: undefined, offline: true });
  });

  it('pauses on 401 without deleting anything, and sends after resume', async () => {
    const server = fakeServer();
    server.answer(() => {
      throw refusal(401, 'unauthorized');
    });
    await saveAnswer('u1', 'neo', '0', '1', 240);
    const { engine, clock } = makeEngine(server);
    engine.start();
    await vi.waitFor(() => expect(engine.getState().phase).toBe('paused-auth'));
    expect(clock.delays()).toEqual([]);
    expect(await localDb.outbox.count()).toBe(1);
    expect(await dirtyKeys()).toEqual(['neo:0']);

    await saveAnswer('u1', 'neo', '1', '2');
    engine.notifyAnswerSaved('neo');
    await engine.syncOnce();
    expect(server.sent).toHaveLength(1);
    expect(clock.delays()).toEqual([]);

    server.answer((batch) => accepted(batch));
    engine.resume();
    await vi.waitFor(() => expect(engine.getState().phase).toBe('idle'));
    await vi.waitFor(async () => expect(await dirtyKeys()).toEqual([]));
    expect(server.sent.slice(1).flatMap((batch) => batch.changes.map((change) => change.key))).toEqual(['0', '1']);
    engine.stop();
  });

  it('makes a completed assessment read-only on 409 assessment_completed', async () => {
    const server = fakeServer();
    const notices: string[] = [];
    await saveAnswer('u1', 'neo', '0', '1', 240);
    await saveAnswer('u1', 'depression-screening', '0', '1', 21);
    server.answer((batch) => {
      if (batch.assessmentId === 'neo') throw refusal(409, 'assessment_completed', 'This assessment is completed and can no longer be changed.');
      return accepted(batch);
    });
    server.holds((assessmentId) => ({ assessmentId, version: '1', answers: ['2'], stamps: { '0': 7 }, questionsAnswered: 240, totalQuestions: 240, completed: true, completedAt: '2026-11-01T00:00:00.000Z' }));
    const { engine } = makeEngine(server, { onNotice: (message) => notices.push(message) });
    await engine.syncOnce();

    expect(notices).toEqual([COMPLETED_NOTICE]);
    expect(server.fetched).toEqual(['neo']);
    const neo = await readAssessment('u1', 'neo');
    expect(neo).toMatchObject({ completed: true, pending: 0, answers: { '0': '2' } });
    expect(server.sent.map((batch) => batch.assessmentId)).toEqual(['neo', 'depression-screening']);
    expect(await localDb.outbox.count()).toBe(0);
    await expect(saveAnswer('u1', 'neo', '0', '3')).rejects.toBeInstanceOf(AssessmentCompletedError);
  });

  it('re-sends every answer with the finish after 409 manifest_mismatch', async () => {
    const server = fakeServer();
    await saveAnswers('u1', 'neo', { '0': '1', '1': '2', '2': '3' }, 240);
    const { engine } = makeEngine(server);
    await engine.syncOnce();
    expect(await dirtyKeys()).toEqual([]);

    await requestFinish('u1', 'neo', 240);
    let mismatches = 0;
    server.answer((batch) => {
      if (batch.finish && batch.changes.length === 0) {
        mismatches += 1;
        throw refusal(409, 'manifest_mismatch', 'The server holds 2 answered items, not 3: please send all your answers again.');
      }
      return accepted(batch);
    });
    const result = await engine.syncNow();

    expect(mismatches).toBe(1);
    const resent = server.sent.at(-1);
    expect(resent?.finish).toEqual({ answered: 3 });
    expect(resent?.changes.map((change) => change.key).sort()).toEqual(['0', '1', '2']);
    expect(result).toEqual({ synced: true, pending: 0, error: undefined, offline: false });
    expect((await readAssessment('u1', 'neo')).completed).toBe(true);
  });

  it('merges the server copy on a second mismatch and gives up with an error on the third', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'neo', '0', '1', 240);
    await requestFinish('u1', 'neo', 240);
    server.answer(() => {
      throw refusal(409, 'manifest_mismatch', 'The server holds 9 answered items, not 1: please send all your answers again.');
    });
    const { engine } = makeEngine(server);
    const result = await engine.syncNow();
    expect(server.sent).toHaveLength(3);
    expect(server.fetched).toEqual(['neo']);
    expect(result.synced).toBe(false);
    expect(result.error).toBe('Failed to save answers - error: The server holds 9 answered items, not 1: please send all your answers again.');
    expect(await localDb.outbox.count()).toBe(1);
  });

  it('renews the batch id once on 409 batch_conflict', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'neo', '0', '1', 240);
    let conflicts = 0;
    server.answer((batch) => {
      if (conflicts++ === 0) throw refusal(409, 'batch_conflict', 'This batch id was already used for different answers.');
      return accepted(batch);
    });
    const { engine } = makeEngine(server);
    await engine.syncOnce();
    expect(server.sent).toHaveLength(2);
    expect(server.sent[0]?.batchId).not.toBe(server.sent[1]?.batchId);
    expect(server.sent[0]?.changes).toEqual(server.sent[1]?.changes);
    expect(await dirtyKeys()).toEqual([]);
  });

  it('keeps a refused batch with the error, stops that assessment and goes on with the others', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'myers-briggs', '0', 'x', 1);
    await saveAnswer('u1', 'neo', '0', '1', 240);
    server.answer((batch) => {
      if (batch.assessmentId === 'myers-briggs') throw refusal(403, 'consent_required', 'Please give your consent first.');
      return accepted(batch);
    });
    const { engine } = makeEngine(server);
    const result = await engine.syncNow();

    expect(result).toEqual({ synced: false, pending: 1, error: 'Failed to save answers - error: Please give your consent first.', offline: false });
    expect(await readAssessment('u1', 'myers-briggs')).toMatchObject({ error: 'Failed to save answers - error: Please give your consent first.', pending: 1 });
    expect((await localDb.outbox.toArray()).map((batch) => [batch.assessmentId, batch.error])).toEqual([['myers-briggs', 'Failed to save answers - error: Please give your consent first.']]);
    expect(await dirtyKeys()).toEqual(['myers-briggs:0']);

    // Not re-sent on its own...
    await engine.syncOnce();
    expect(server.sent.filter((batch) => batch.assessmentId === 'myers-briggs')).toHaveLength(1);
    // ...but when the user acts (a new answer for it, or syncNow).
    server.answer((batch) => accepted(batch));
    await saveAnswer('u1', 'myers-briggs', '0', 'y');
    engine.notifyAnswerSaved('myers-briggs');
    await engine.syncOnce();
    const retried = server.sent.filter((batch) => batch.assessmentId === 'myers-briggs');
    expect(retried).toHaveLength(2);
    expect(retried[1]?.changes).toEqual([expect.objectContaining({ key: '0', value: 'y' })]);
    expect(await readAssessment('u1', 'myers-briggs')).toMatchObject({ error: undefined, pending: 0 });
  });

  it('sends an assessment held back by a refusal after the others (consent first)', async () => {
    const server = fakeServer();
    let consented = false;
    server.answer((batch) => {
      if (batch.assessmentId === 'consent') consented = true;
      else if (!consented) throw refusal(403, 'consent_required', 'Please give your consent first.');
      return accepted(batch);
    });
    await saveAnswer('u1', 'neo', '0', '1', 240);
    const { engine } = makeEngine(server);
    await engine.syncOnce();
    expect((await readAssessment('u1', 'neo')).error).toBe('Failed to save answers - error: Please give your consent first.');

    await saveAnswer('u1', 'consent', '0', 'agree', 1);
    await requestFinish('u1', 'consent', 1);
    expect(await engine.syncNow()).toEqual({ synced: true, pending: 0, error: undefined, offline: false });
    expect(server.sent.map((batch) => batch.assessmentId)).toEqual(['neo', 'consent', 'neo']);
  });

  it('withdraws a refused finish so the user can answer and finish again', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'neo', '0', '1', 240);
    await requestFinish('u1', 'neo', 240);
    server.answer((batch) => {
      if (batch.finish && batch.changes.length < 2) throw refusal(422, 'unprocessable', 'Please answer every question before finishing.');
      return accepted(batch);
    });
    const { engine } = makeEngine(server);
    const refused = await engine.syncNow();
    expect(refused.error).toBe('Failed to save answers - error: Please answer every question before finishing.');
    expect(await readAssessment('u1', 'neo')).toMatchObject({ finishRequested: false, pending: 1 });

    await saveAnswer('u1', 'neo', '1', '2');
    await requestFinish('u1', 'neo', 240);
    expect(await engine.syncNow()).toEqual({ synced: true, pending: 0, error: undefined, offline: false });
    expect(server.sent.at(-1)).toMatchObject({ finish: { answered: 2 } });
    expect(server.sent.at(-1)?.changes.map((change) => change.key).sort()).toEqual(['0', '1']);
    expect(await readAssessment('u1', 'neo')).toMatchObject({ completed: true, error: undefined });
  });

  it('debounces saved answers into one upload', async () => {
    const server = fakeServer();
    const { engine, clock } = makeEngine(server, { debounceMs: 1_500 });
    engine.start();
    await engine.syncOnce();
    expect(clock.delays()).toEqual([]);
    await saveAnswer('u1', 'neo', '0', '1', 240);
    engine.notifyAnswerSaved('neo');
    await saveAnswer('u1', 'neo', '1', '1');
    engine.notifyAnswerSaved('neo');
    expect(clock.delays()).toEqual([1_500]);
    await clock.fireAll();
    await vi.waitFor(async () => expect(await dirtyKeys()).toEqual([]));
    expect(server.sent).toHaveLength(1);
    engine.stop();
  });

  it('leaves the sending to the tab that holds the lock', async () => {
    const server = fakeServer();
    await saveAnswer('u1', 'neo', '0', '1', 240);
    const { engine } = makeEngine(server, { lock: async () => ({ acquired: false }) });
    await engine.syncOnce();
    expect(server.sent).toHaveLength(0);
    expect(await dirtyKeys()).toEqual(['neo:0']);
  });
});
