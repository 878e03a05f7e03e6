import { beforeEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { saveAnswer, setPage } from '../../offline/answer-store';
import { localDb } from '../../offline/local-db';
import { saveProfile } from '../../offline/profile-cache';
import { resetLocalDb } from '../../offline/reset-local-db';
import { forgetDeviceData } from './forget-device-data';

describe('forgetting a deleted account on this device', () => {
  beforeEach(() => resetLocalDb());

  it('removes its answers, queued uploads, assessment states, career ideas, marks and the cached profile, and keeps another user’s answers', async () => {
    await saveAnswer('u1', 'neo', '0', '3', 240);
    await saveAnswer('u1', 'career-values', 'top', ['a'], 54);
    await setPage('u1', 'neo', 2, 240);
    await saveAnswer('u2', 'neo', '0', '1', 240);
    await localDb.outbox.add({ userId: 'u1', assessmentId: 'neo', batchId: 'b1', answers: [], createdAt: 1, attempts: 0 } as never);
    await localDb.outbox.add({ userId: 'u2', assessmentId: 'neo', batchId: 'b2', answers: [], createdAt: 1, attempts: 0 } as never);
    await saveProfile(userFixture({ _id: 'u1' }));
    await localDb.shortlists.bulkPut(['u1', 'u2'].map((userId) => ({ userId, shortlist: { summary: '', sharedAt: null, items: [], marks: [] }, savedAt: '2026-11-21T10:00:00.000Z' })));
    await localDb.ideaMarks.bulkPut(['u1', 'u2'].map((userId) => ({ userId, recordId: 'r1', mark: 'interested' as const, stamp: 1, dirty: 1 as const })));

    await forgetDeviceData('u1');

    expect((await localDb.answers.toArray()).map((row) => row.userId)).toEqual(['u2']);
    expect((await localDb.outbox.toArray()).map((row) => row.userId)).toEqual(['u2']);
    expect((await localDb.assessmentState.toArray()).every((row) => row.userId === 'u2')).toBe(true);
    expect(await localDb.profile.count()).toBe(0);
    expect((await localDb.shortlists.toArray()).map((row) => row.userId)).toEqual(['u2']);
    expect((await localDb.ideaMarks.toArray()).map((row) => row.userId)).toEqual(['u2']);
  });
});
