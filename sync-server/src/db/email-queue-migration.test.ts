import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { dialectCases } from '../test/test-databases';
import { migrations } from './migration-list';

const { cases, postgresSkipReason } = await dialectCases();

const NAME = '2026-11-23-003-email-queue';
const names = Object.keys(migrations).sort();
const previous = names[names.indexOf(NAME) - 1] ?? '';

describe.each(cases)('the e-mail queue migration on $dialect', ({ create }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('keeps messages stored before it as sent (the embedded outbox delivered them), and undoes cleanly', async () => {
    database = await create({ migrate: false });
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const old = { id: 'old', to_address: 'a@example.com', subject: 's', text_body: 't', html_body: 'h', created_at: '2026-11-22T09:00:00.000Z' };
    await database.db.insertInto('email_outbox').values(old).execute();

    expect((await migrator.migrateTo(NAME)).error).toBeUndefined();
    const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...old, status: 'sent', sent_at: old.created_at, template: 'unknown', attempts: 0, next_attempt_at: null, locked_until: null });

    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    const columns = (await database.db.introspection.getTables()).find((table) => table.name === 'email_outbox')?.columns.map((column) => column.name);
    expect(columns?.sort()).toEqual(['created_at', 'html_body', 'id', 'subject', 'text_body', 'to_address']);
  });
});

if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);
