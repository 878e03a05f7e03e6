import type { AnswerSaveResponse } from '@career/sync-server/answers/contract/answer-dto';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestFinish, saveAnswer, saveAnswers } from './answer-store';
import { localDb } from './local-db';
import { acknowledgeBatch, freezeDirtyAnswers, hasUnsentWork, markAssessmentCompleted, requeueAssessment } from './outbox-store';
import { resetLocalDb } from './reset-local-db';

let id = 0;
const freeze = (userId = 'u1', maxChanges?: number) => freezeDirtyAnswers(userId, { makeId: () => `batch-${++id}`, now: 1, maxChanges });

function ok(overrides: Partial<AnswerSaveResponse> = {}): AnswerSaveResponse {
  return { saved: true, batchId: null, assessmentId: 'neo', applied: 1, ignored: 0, questionsAnswered: 1, totalQuestions: 240, completed: false, completedAt: null, ...overrides };
}

describe('outbox store', () => {
  beforeEach(resetLocalDb);

  it('freezes dirty answers per assessment once, and only the signed-in user', async () => {
    await saveAnswer('u1', 'neo', '0', '1', 240);
    await saveAnswer('u1', 'depression-screening', '0', '2', 21);
    await saveAnswer('u2', 'neo', '0', '3', 240);
    expect(await freeze()).toBe(2);
    const batches = await localDb.outbox.orderBy('seq').toArray();
    expect(batches.map((batch) => [batch.userId, batch.assessmentId, batch.totalQuestions])).toEqual([
      ['u1', 'neo', 240],
      ['u1', 'depression-screening', 21],
    ]);
    expect(await freeze()).toBe(0);
    const row = await localDb.answers.get(['u1', 'neo', '0']);
    expect(row?.frozenStamp).toBe(row?.stamp);
    expect(row?.dirty).toBe(1);
  });

  it('chunks large changes and puts the finish on the last batch', async () => {
    await saveAnswers('u1', 'neo', { '0': '1', '1': '2', '2': '3' }, 240);
    await requestFinish('u1', 'neo', 240);
    await freeze('u1', 2);
    const batches = await localDb.outbox.orderBy('seq').toArray();
    expect(batches.map((batch) => [batch.changes.length, batch.finish])).toEqual([
      [2, undefined],
      [1, { answered: 3 }],
    ]);
    // The finish is queued once.
    await requestFinish('u1', 'neo', 240);
    expect(await freeze()).toBe(0);
  });

  it('lets answers of an assessment of unknown size wait', async () => {
    await saveAnswer('u1', 'neo', '0', '1');
    expect(await freeze()).toBe(0);
    expect(await hasUnsentWork('u1')).toBe(true);
    await saveAnswer('u1', 'neo', '1', '1', 240);
    expect(await freeze()).toBe(1);
    expect((await localDb.outbox.toArray())[0]?.changes).toHaveLength(2);
  });

  it('acknowledges only the stamps that were sent: a later change stays dirty', async () => {
    await saveAnswers('u1', 'neo', { '0': 'a', '1': 'b' }, 240);
    await freeze();
    const [batch] = await localDb.outbox.toArray();
    await saveAnswer('u1', 'neo', '1', 'c');
    await acknowledgeBatch(batch!, ok());
    expect(await localDb.outbox.count()).toBe(0);
    expect((await localDb.answers.get(['u1', 'neo', '0']))?.dirty).toBe(0);
    expect(await localDb.answers.get(['u1', 'neo', '1'])).toMatchObject({ value: 'c', dirty: 1 });
    // The newer value is frozen into the next batch.
    expect(await freeze()).toBe(1);
    expect((await localDb.outbox.toArray())[0]?.changes).toEqual([expect.objectContaining({ key: '1', value: 'c' })]);
  });

  it('records completion from the server', async () => {
    await saveAnswer('u1', 'neo', '0', 'a', 240);
    await requestFinish('u1', 'neo', 240);
    await freeze();
    const [batch] = await localDb.outbox.toArray();
    await acknowledgeBatch(batch!, ok({ completed: true, completedAt: '2026-01-01T00:00:00.000Z' }));
    expect(await localDb.assessmentState.get(['u1', 'neo'])).toMatchObject({ completed: true, completedAt: '2026-01-01T00:00:00.000Z' });
    expect(await hasUnsentWork('u1')).toBe(false);
  });

  it('requeues every answer after a manifest mismatch', async () => {
    await saveAnswers('u1', 'neo', { '0': 'a', '1': 'b' }, 240);
    await freeze();
    for (const batch of await localDb.outbox.toArray()) await acknowledgeBatch(batch, ok());
    await requestFinish('u1', 'neo', 240);
    await freeze();
    await requeueAssessment('u1', 'neo');
    await freeze();
    const batches = await localDb.outbox.toArray();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ finish: { answered: 2 } });
    expect(batches[0]?.changes.map((change) => change.key).sort()).toEqual(['0', '1']);
  });

  it('drops what was queued for a completed assessment and clears its dirty flags', async () => {
    await saveAnswer('u1', 'neo', '0', 'a', 240);
    await saveAnswer('u1', 'depression-screening', '0', 'a', 21);
    await freeze();
    await markAssessmentCompleted('u1', 'neo', 'done');
    expect((await localDb.outbox.toArray()).map((batch) => batch.assessmentId)).toEqual(['depression-screening']);
    expect((await localDb.answers.get(['u1', 'neo', '0']))?.dirty).toBe(0);
    expect(await localDb.assessmentState.get(['u1', 'neo'])).toMatchObject({ completed: true, error: 'done' });
  });
});
