import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../ids';
import { insertUser } from '../modules/accounts/repositories/user-repository';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { queryTemplate, rowsTemplate } from './query-template';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
const T0 = '2026-11-22T09:00:00.000Z';

// Built once per dialect; each run gives new values.
const progressOf = queryTemplate((db, key: { userId: string; assessmentId: string }) =>
  db
    .selectFrom('assessment_progress')
    .select(['assessment_id', 'questions_answered'])
    .where('user_id', '=', key.userId)
    .where('assessment_id', '=', key.assessmentId)
    // A constant of the query stays as it was built.
    .where('completed', '=', 0),
);

const insertProgress = rowsTemplate((db, owner: { userId: string; now: string }, rows: { assessmentId: string; answered: number }[]) =>
  db.insertInto('assessment_progress').values(
    rows.map((row) => ({
      user_id: owner.userId,
      assessment_id: row.assessmentId,
      version: '1',
      total_questions: 10,
      questions_answered: row.answered,
      completed: 0,
      updated_at: owner.now,
    })),
  ),
);

describe.each(cases)('query templates on $dialect', ({ create }) => {
  let database: TestDatabase;
  let userId: string;
  beforeEach(async () => {
    database = await create();
    userId = newId();
    await insertUser(database.db, { id: userId, email: 't@example.com', firstName: 'T', lastName: 'Q', passwordHash: 'x', createdAt: T0 });
  });
  afterEach(() => database.drop());

  it('run with the values of each call, rows of any count, in and out of a transaction', async () => {
    expect((await insertProgress.run(database.db, { userId, now: T0 }, [{ assessmentId: 'neo', answered: 3 }])).numAffectedRows).toBe(1n);
    await database.db.transaction().execute(async (trx) => {
      const rows = [
        { assessmentId: 'consent', answered: 1 },
        { assessmentId: 'interview', answered: 7 },
      ];
      expect((await insertProgress.run(trx, { userId, now: T0 }, rows)).numAffectedRows).toBe(2n);
      expect((await progressOf.run(trx, { userId, assessmentId: 'interview' })).rows).toEqual([{ assessment_id: 'interview', questions_answered: 7 }]);
    });
    expect((await progressOf.run(database.db, { userId, assessmentId: 'neo' })).rows).toEqual([{ assessment_id: 'neo', questions_answered: 3 }]);
    expect((await progressOf.run(database.db, { userId, assessmentId: 'consent' })).rows).toEqual([{ assessment_id: 'consent', questions_answered: 1 }]);
    await database.db.updateTable('assessment_progress').set({ completed: 1 }).where('assessment_id', '=', 'neo').execute();
    expect((await progressOf.run(database.db, { userId, assessmentId: 'neo' })).rows).toEqual([]);
    expect((await progressOf.run(database.db, { userId: newId(), assessmentId: 'consent' })).rows).toEqual([]);
  });

  it('refuse a run without one of its values, and a value written into the SQL', async () => {
    await expect(progressOf.run(database.db, { userId } as { userId: string; assessmentId: string })).rejects.toThrow('No value for the template parameter assessmentId');
    const inlined = queryTemplate((db, values: { name: string }) => db.selectFrom('users').select(sql.raw<string>(`'${values.name}'`).as('name')));
    await expect(inlined.run(database.db, { name: 'x' })).rejects.toThrow('written into the SQL');
  });
});
