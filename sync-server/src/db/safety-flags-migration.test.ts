import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { migrations } from './migration-list';

const { cases, postgresSkipReason } = await dialectCases();

const NAME = '2026-11-28-006-safety-flags';
const names = Object.keys(migrations).sort();
const previous = names[names.indexOf(NAME) - 1] ?? '';

describe.each(cases)('the safety flags migration on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('opens a flag for each completed screening whose result carries safetyFlag, its level from the answers and its time the completion, and undoes cleanly', async () => {
    database = await create({ migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();

    const at = '2026-11-20T10:00:00.000Z';
    const clients = ['plans', 'thoughts', 'calm', 'unfinished'];
    for (const id of clients) {
      await db.insertInto('users').values({ id, email: `${id}@example.com`, first_name: id, last_name: 'Client', password_hash: 'x', created_at: at, updated_at: at }).execute();
    }
    const screening = async (userId: string, groupNine: string, completed: boolean, safetyFlag: boolean) => {
      await db
        .insertInto('assessment_answers')
        .values(Array.from({ length: 21 }, (_, index) => ({ user_id: userId, assessment_id: 'depression-screening', item_key: String(index), value: JSON.stringify(index === 8 ? groupNine : '0'), client_stamp: 1, updated_at: at })))
        .execute();
      await db
        .insertInto('assessment_progress')
        .values({
          user_id: userId,
          assessment_id: 'depression-screening',
          version: '1',
          total_questions: 21,
          questions_answered: 21,
          completed: completed ? 1 : 0,
          completed_at: completed ? at : null,
          results: completed ? JSON.stringify({ score: Number(groupNine), safetyFlag }) : null,
          scoring_version: completed ? '1' : null,
          updated_at: at,
        })
        .execute();
    };
    await screening('plans', '3', true, true);
    await screening('thoughts', '1', true, true);
    await screening('calm', '0', true, false);
    await screening('unfinished', '3', false, false);

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    const flags = await db.selectFrom('safety_flags').select(['user_id', 'level', 'opened_at', 'flagged_at', 'emailed_on', 'closed_at']).orderBy('user_id').execute();
    expect(flags).toEqual([
      { user_id: 'plans', level: 'plans', opened_at: at, flagged_at: at, emailed_on: null, closed_at: null },
      { user_id: 'thoughts', level: 'thoughts', opened_at: at, flagged_at: at, emailed_on: null, closed_at: null },
    ]);
    // One open flag per client at most.
    await expect(db.insertInto('safety_flags').values({ id: 'second', user_id: 'plans', level: 'thoughts', opened_at: at, flagged_at: at, emailed_on: null, closed_at: null, closed_by: null }).execute()).rejects.toThrow();

    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    expect((await db.introspection.getTables()).map((table) => table.name)).not.toContain('safety_flags');
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
