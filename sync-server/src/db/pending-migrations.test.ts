import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { migrations } from './migration-list';
import { pendingMigrations } from './pending-migrations';

const { cases, postgresSkipReason } = await dialectCases();

describe.each(cases)('pendingMigrations on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it("names this code's migrations the database lacks, and ignores ones it has beyond them", async () => {
    database = await create();
    expect(await pendingMigrations(database.db)).toEqual([]);
    const names = Object.keys(migrations).sort();
    const last = names.at(-1) ?? '';
    await sql`delete from kysely_migration where name = ${last}`.execute(database.db);
    await sql`insert into kysely_migration (name, timestamp) values (${'2099-01-01-001-from-a-newer-release'}, ${new Date().toISOString()})`.execute(database.db);
    expect(await pendingMigrations(database.db)).toEqual([last]);
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
