import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test/test-databases';
import { availablePostgresUrl, createPostgresTestDatabase } from '../test/test-databases';
import { backupPostgresDatabase, pgDumpRecipe } from './postgres-backup';

const postgresUrl = await availablePostgresUrl();
const pgDumpInstalled = !spawnSync('pg_dump', ['--version']).error;

describe('backupPostgresDatabase', () => {
  let root: string;
  const databases: TestDatabase[] = [];
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-pg-backup-'));
  });
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('without pg_dump, does not pretend: it fails with the pg_dump recipe and leaves no file', () => {
    const file = path.join(root, 'backups', 'career.dump');
    expect(() => backupPostgresDatabase('postgres://nobody@127.0.0.1:1/none', file, { pgDump: path.join(root, 'no-pg-dump') })).toThrow(
      `pg_dump is not installed here. Back up PostgreSQL with:\n  ${pgDumpRecipe(file)}`,
    );
    expect(pgDumpRecipe(file)).toBe(`pg_dump --format=custom --file=${file} "$DATABASE_URL"`);
    expect(fs.readdirSync(path.join(root, 'backups'))).toEqual([]);
  });

  it.skipIf(!postgresUrl || !pgDumpInstalled)('dumps with pg_dump (private file) and the README pg_restore recipe brings every row back', async () => {
    if (!postgresUrl) return;
    const source = await createPostgresTestDatabase(postgresUrl);
    databases.push(source);
    const at = '2026-11-30T10:00:00.000Z';
    await source.db.insertInto('users').values({ id: 'u1', email: 'pg@example.com', first_name: 'Post', last_name: 'Gres', password_hash: 'x', created_at: at, updated_at: at }).execute();
    const file = path.join(root, 'career.dump');
    const report = backupPostgresDatabase(source.url, file);
    expect(report).toEqual({ file, bytes: fs.statSync(file).size, verified: true });
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(fs.readdirSync(root)).toEqual(['career.dump']);

    const target = await createPostgresTestDatabase(postgresUrl, { migrate: false });
    databases.push(target);
    const restore = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${target.url}`, file], { encoding: 'utf8' });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    const users = await target.db.selectFrom('users').select(['id', 'email']).execute();
    expect(users).toEqual([{ id: 'u1', email: 'pg@example.com' }]);
    const migrations = async (database: TestDatabase) => (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows;
    expect(await migrations(target)).toEqual(await migrations(source));
  });

  it.skipIf(!postgresUrl || !pgDumpInstalled)('refuses a PostgreSQL database that is not this product\'s', async () => {
    if (!postgresUrl) return;
    const empty = await createPostgresTestDatabase(postgresUrl, { migrate: false });
    databases.push(empty);
    expect(() => backupPostgresDatabase(empty.url, path.join(root, 'empty.dump'))).toThrow(/^The database has no users table/);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});

if (!postgresUrl || !pgDumpInstalled) it.skip('PostgreSQL or pg_dump not available here: the pg_dump cases not run', () => undefined);
