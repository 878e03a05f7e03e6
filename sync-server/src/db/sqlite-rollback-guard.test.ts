import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

describe('a transaction SQLite rolled back by itself', () => {
  let root: string;
  let handle: DatabaseHandle;
  afterEach(async () => {
    await handle.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("fails with the error that made SQLite roll back (SQLITE_FULL), not Kysely's rollback after it", async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-rollback-'));
    handle = openDatabase(path.join(root, 'career.sqlite'));
    await migrateToLatest(handle.db);
    await sql`vacuum`.execute(handle.db);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
    await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count)}`).execute(handle.db);

    const write = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('storage_probe').values({ id: 'small', padding: 'x' }).execute();
      await trx.insertInto('storage_probe').values({ id: 'large', padding: 'x'.repeat(64 * 1024) }).execute();
    });
    await expect(write).rejects.toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
    // Nothing of the transaction stayed, and the connection is usable.
    expect(await handle.db.selectFrom('storage_probe').select('id').execute()).toEqual([]);
    await expect(handle.db.transaction().execute(async (trx) => trx.selectFrom('storage_probe').select('id').execute())).resolves.toEqual([]);
  });

  it('still rolls back an open transaction', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-rollback-'));
    handle = openDatabase(path.join(root, 'career.sqlite'));
    await migrateToLatest(handle.db);
    const write = handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('storage_probe').values({ id: 'kept?', padding: 'x' }).execute();
      throw new Error('changed my mind');
    });
    await expect(write).rejects.toThrow('changed my mind');
    expect(await handle.db.selectFrom('storage_probe').select('id').execute()).toEqual([]);
  });
});
