import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { migrateToLatest } from './migrate';
import { migrations } from './migration-list';

const { cases, postgresSkipReason } = await dialectCases();

describe.each(cases)('migrations on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('apply every date-prefixed migration once, then report nothing to do', async () => {
    database = await create({ migrate: false });
    const first = await migrateToLatest(database.db);
    expect(first.applied).toEqual(Object.keys(migrations).sort());
    for (const name of first.applied) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}-\d{3}-[a-z0-9-]+$/);
    expect((await migrateToLatest(database.db)).applied).toEqual([]);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'plans', 'user_plans', 'auth_tokens', 'email_outbox', 'assessment_answers', 'assessment_progress', 'answer_batches']),
    );
  });

  it('enforce a unique e-mail per user', async () => {
    database = await create();
    const row = {
      id: 'a',
      email: 'same@example.com',
      first_name: 'A',
      last_name: 'B',
      password_hash: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    await database.db.insertInto('users').values(row).execute();
    await expect(database.db.insertInto('users').values({ ...row, id: 'b' }).execute()).rejects.toThrow();
    const count = await sql<{ n: number }>`select count(*) as n from users`.execute(database.db);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});

// Says in the test output that the PostgreSQL half did not run on this machine (SQLite still covers everything).
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
