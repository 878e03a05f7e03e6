import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../ids';
import type { TestDatabase } from '../../../test/test-databases';
import { dialectCases } from '../../../test/test-databases';
import { findBatch, insertBatch } from './answer-batch-repository';
import { countStoredValues, listAnswers, listAnswersOfUser, upsertAnswers } from './answer-repository';
import { findProgress, listProgressOfUser, lockProgress, updateOpenProgress } from './progress-repository';
import { findUserById, insertUser, markConsentGiven } from '../../accounts/repositories/user-repository';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
const T0 = '2026-11-22T09:00:00.000Z';
/** A real client clock stamp: past 2^31, so it needs a bigint column. */
const NOW_MS = Date.parse(T0);

describe.each(cases)('answer repositories on $dialect', ({ create }) => {
  let database: TestDatabase;
  let userId: string;
  beforeEach(async () => {
    database = await create();
    userId = newId();
    await insertUser(database.db, { id: userId, email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: 'x', createdAt: T0 });
  });
  afterEach(() => database.drop());

  const owner = () => ({ userId, assessmentId: 'neo' });

  it('upsert answers in one statement: newer stamps win, equal and older keep the stored answer', async () => {
    expect(await upsertAnswers(database.db, owner(), [{ key: '0', value: '1', stamp: NOW_MS }, { key: '1', value: '2', stamp: NOW_MS }], T0)).toBe(2);
    const written = await upsertAnswers(
      database.db,
      owner(),
      [
        { key: '0', value: '4', stamp: NOW_MS + 1 },
        { key: '1', value: '3', stamp: NOW_MS },
        { key: '2', value: null, stamp: NOW_MS - 5 },
      ],
      T0,
    );
    expect(written).toBe(2);
    expect(await upsertAnswers(database.db, owner(), [{ key: '0', value: '0', stamp: NOW_MS }], T0)).toBe(0);
    expect(await upsertAnswers(database.db, owner(), [], T0)).toBe(0);
    expect(await listAnswers(database.db, userId, 'neo')).toEqual([
      { key: '0', value: '4', stamp: NOW_MS + 1 },
      { key: '1', value: '2', stamp: NOW_MS },
      { key: '2', value: null, stamp: NOW_MS - 5 },
    ]);
    expect(await countStoredValues(database.db, userId, 'neo')).toBe(2);
  });

  it('keep JSON values and the largest safe stamps intact, per assessment', async () => {
    const map = { selection: 'Other', other: 'naïve "quoted"' };
    await upsertAnswers(database.db, { userId, assessmentId: 'interview' }, [{ key: '2', value: map, stamp: Number.MAX_SAFE_INTEGER }], T0);
    await upsertAnswers(database.db, { userId, assessmentId: 'career-values' }, [{ key: 'rank', value: ['a', 'b'], stamp: 1 }], T0);
    expect(await listAnswersOfUser(database.db, userId)).toEqual([
      { assessmentId: 'career-values', key: 'rank', value: ['a', 'b'], stamp: 1 },
      { assessmentId: 'interview', key: '2', value: map, stamp: Number.MAX_SAFE_INTEGER },
    ]);
  });

  it('create and lock the progress row, then complete it exactly once', async () => {
    const key = { ...owner(), version: '1.0.0', totalQuestions: 240, now: T0 };
    expect(await lockProgress(database.db, key)).toEqual({
      assessmentId: 'neo',
      version: '1.0.0',
      totalQuestions: 240,
      questionsAnswered: 0,
      completed: false,
      completedAt: null,
    });
    const update = { ...owner(), version: '1.0.0', totalQuestions: 240, questionsAnswered: 240, now: T0 };
    const completion = { completedAt: T0, results: { score: 1 }, scoringVersion: '1.0.0' };
    expect(await updateOpenProgress(database.db, { ...update, completion })).toBe(true);
    expect(await updateOpenProgress(database.db, { ...update, questionsAnswered: 3 })).toBe(false);
    expect(await updateOpenProgress(database.db, { ...update, completion: { ...completion, completedAt: 'later' } })).toBe(false);
    expect((await lockProgress(database.db, key)).completed).toBe(true);
    expect(await findProgress(database.db, owner())).toMatchObject({ questionsAnswered: 240, completed: true, completedAt: T0 });
    expect(await listProgressOfUser(database.db, userId)).toEqual([
      expect.objectContaining({ assessmentId: 'neo', results: { score: 1 }, scoringVersion: '1.0.0' }),
    ]);
  });

  it('let only one of two transactions complete an assessment, however they interleave', async () => {
    const key = { ...owner(), version: '1.0.0', totalQuestions: 1, now: T0 };
    await lockProgress(database.db, key);
    const attempts = await Promise.all(
      [1, 2, 3].map((n) =>
        database.db.transaction().execute(async (trx) => {
          const state = await lockProgress(trx, key);
          if (state.completed) return false;
          return updateOpenProgress(trx, { ...owner(), version: '1.0.0', totalQuestions: 1, questionsAnswered: 1, now: T0, completion: { completedAt: `n${n}`, results: null, scoringVersion: null } });
        }),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
  });

  it('store a batch id once, with its response', async () => {
    const batch = { batchId: newId(), userId, assessmentId: 'neo', payloadHash: 'h', response: '{"saved":true}', now: T0 };
    expect(await insertBatch(database.db, batch)).toBe(true);
    expect(await insertBatch(database.db, { ...batch, payloadHash: 'other', response: '{}' })).toBe(false);
    expect(await findBatch(database.db, batch.batchId)).toEqual({ userId, payloadHash: 'h', response: '{"saved":true}' });
    expect(await findBatch(database.db, newId())).toBeUndefined();
  });

  it('record consent on the user', async () => {
    await markConsentGiven(database.db, userId, T0);
    expect((await findUserById(database.db, userId))?.consent).toBe(true);
  });
});
