import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { listProgressOfUser, lockProgress, storeProviderResults, updateOpenProgress } from './progress-repository';
import { insertUser } from './user-repository';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
const T0 = '2026-11-22T09:00:00.000Z';
const T1 = '2026-11-23T10:00:00.000Z';

describe.each(cases)('provider results on $dialect', ({ create }) => {
  let database: TestDatabase;
  let userId: string;
  beforeEach(async () => {
    database = await create();
    userId = newId();
    await insertUser(database.db, { id: userId, email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: 'x', createdAt: T0 });
  });
  afterEach(() => database.drop());

  const key = () => ({ userId, assessmentId: 'myers-briggs' });
  const results = { mbti: { wholeType: 'INFP' }, sii: { themeCode: 'ASI' } };

  it('are stored only on a completed assessment, replacing what was there', async () => {
    expect(await storeProviderResults(database.db, { ...key(), results, scoringVersion: '1', now: T1 })).toBe(false);
    await lockProgress(database.db, { ...key(), version: '1.0.0', totalQuestions: 1, now: T0 });
    expect(await storeProviderResults(database.db, { ...key(), results, scoringVersion: '1', now: T1 })).toBe(false);
    expect((await listProgressOfUser(database.db, userId))[0]).toMatchObject({ completed: false, results: null });

    const completion = { completedAt: T0, results: null, scoringVersion: null };
    await updateOpenProgress(database.db, { ...key(), version: '1.0.0', totalQuestions: 1, questionsAnswered: 1, now: T0, completion });
    expect(await storeProviderResults(database.db, { ...key(), results: { mbti: { wholeType: 'ESTJ' } }, scoringVersion: '1', now: T1 })).toBe(true);
    expect(await storeProviderResults(database.db, { ...key(), results, scoringVersion: '2', now: T1 })).toBe(true);
    expect(await listProgressOfUser(database.db, userId)).toEqual([
      { assessmentId: 'myers-briggs', version: '1.0.0', totalQuestions: 1, questionsAnswered: 1, completed: true, completedAt: T0, results, scoringVersion: '2' },
    ]);
  });
});
