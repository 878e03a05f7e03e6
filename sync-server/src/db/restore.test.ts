import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, createTestApp } from '../test/test-app';
import type { TestDatabase } from '../test/test-databases';
import { backupSqliteDatabase } from './backup';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migration-list';
import { restoreSqliteDatabase } from './restore';

const NOW = new Date('2026-12-01T08:30:05.000Z');
const ASIDE = 'career.sqlite.before-restore-20261201-083005';

/** Every table's rows, sorted, by table name: the whole content of a SQLite file. */
function snapshot(file: string): Record<string, string[]> {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    return Object.fromEntries(tables.map((table) => [table, db.prepare(`select * from "${table}"`).all().map((row) => JSON.stringify(row)).sort()]));
  } finally {
    db.close();
  }
}

function count(file: string, query: string): number {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    return db.prepare(query).pluck().get() as number;
  } finally {
    db.close();
  }
}

/** A migrated database at `file` holding one user, closed (as a stopped server leaves it). */
async function databaseWithUser(file: string, email: string): Promise<void> {
  const handle = openDatabase(file);
  await migrateToLatest(handle.db);
  const at = '2026-11-30T10:00:00.000Z';
  await handle.db.insertInto('users').values({ id: email, email, first_name: 'Old', last_name: 'User', password_hash: 'x', created_at: at, updated_at: at }).execute();
  await handle.close();
}

/** The app over an existing SQLite file (what a server started on the restored database sees). */
function testDatabaseAt(file: string): TestDatabase {
  const handle = openDatabase(file);
  return { ...handle, url: file, drop: () => handle.close() };
}

describe('restoreSqliteDatabase', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-restore-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('brings back every user, answer and result into a fresh data folder, table by table', async () => {
    const source = await createTestApp({ completeDemoClient: true });
    const backup = path.join(root, 'backup.sqlite');
    let atBackup: Record<string, string[]>;
    let sourceView: unknown;
    try {
      const client = source.client();
      expect((await client.login(DEMO.complete)).status).toBe(200);
      sourceView = await (await client.get('/api/users/current')).json();
      atBackup = snapshot(source.database.url);
      await backupSqliteDatabase(source.database.url, backup);
      expect(snapshot(source.database.url)).toEqual(atBackup);
    } finally {
      await source.close();
    }
    const database = path.join(root, 'fresh-data', 'career.sqlite');
    const report = await restoreSqliteDatabase(backup, database, NOW);
    expect(report).toEqual({ database, keptAside: null, users: atBackup.users?.length, applied: [] });
    expect(snapshot(database)).toEqual(atBackup);
    for (const table of ['users', 'assessment_answers', 'assessment_progress', 'provider_results', 'user_plans']) expect(atBackup[table]?.length).toBeGreaterThan(0);
    expect(count(database, 'select count(*) from assessment_progress where results is not null')).toBeGreaterThanOrEqual(4);
    expect((fs.statSync(database).mode & 0o777).toString(8)).toBe('600');
    expect((fs.statSync(path.dirname(database)).mode & 0o777).toString(8)).toBe('700');
    // A server on the restored database: the same client signs in with the same password and sees the same answers and results.
    const restored = await createTestApp({ database: testDatabaseAt(database) });
    try {
      const client = restored.client();
      expect((await client.login(DEMO.complete)).status).toBe(200);
      expect(await (await client.get('/api/users/current')).json()).toEqual(sourceView);
    } finally {
      await restored.close();
    }
  });

  it('brings a backup of an older version up to date with the migrations', async () => {
    const old = path.join(root, 'old.sqlite');
    const handle = openDatabase(old);
    const firstTwo = Object.keys(migrations).sort().slice(0, 2);
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(firstTwo[1] ?? '')).error).toBeUndefined();
    const at = '2026-11-22T10:00:00.000Z';
    await handle.db.insertInto('users').values({ id: 'u1', email: 'early@example.com', first_name: 'Early', last_name: 'Adopter', password_hash: 'x', created_at: at, updated_at: at }).execute();
    await handle.close();
    const backup = path.join(root, 'old-backup.sqlite');
    await backupSqliteDatabase(old, backup);
    const database = path.join(root, 'data', 'career.sqlite');
    const report = await restoreSqliteDatabase(backup, database, NOW);
    expect(report.applied).toEqual(Object.keys(migrations).sort().slice(2));
    expect(report.users).toBe(1);
    expect(count(database, 'select count(*) from kysely_migration')).toBe(Object.keys(migrations).length);
    expect(count(database, "select count(*) from users where email = 'early@example.com'")).toBe(1);
  });

  it('keeps the database it replaces aside, complete with what was still in its WAL', async () => {
    const backup = path.join(root, 'backup.sqlite');
    await databaseWithUser(path.join(root, 'source.sqlite'), 'backed-up@example.com');
    await backupSqliteDatabase(path.join(root, 'source.sqlite'), backup);
    // The current database as a killed server leaves it: its last write only in the -wal file.
    const data = path.join(root, 'data');
    const database = path.join(data, 'career.sqlite');
    await databaseWithUser(path.join(root, 'live.sqlite'), 'current@example.com');
    const live = new SQLite(path.join(root, 'live.sqlite'));
    live.pragma('wal_autocheckpoint = 0');
    live.prepare("update users set first_name = 'Latest' where email = 'current@example.com'").run();
    fs.mkdirSync(data, { mode: 0o700 });
    for (const suffix of ['', '-wal', '-shm']) fs.copyFileSync(path.join(root, `live.sqlite${suffix}`), `${database}${suffix}`);
    live.close();
    const mainFileOnly = path.join(root, 'main-file-only.sqlite');
    fs.copyFileSync(database, mainFileOnly);
    expect(count(mainFileOnly, "select count(*) from users where first_name = 'Latest'")).toBe(0);
    const report = await restoreSqliteDatabase(backup, database, NOW);
    expect(report).toMatchObject({ keptAside: path.join(data, ASIDE), users: 1 });
    expect(count(database, "select count(*) from users where email = 'backed-up@example.com'")).toBe(1);
    expect(count(database, "select count(*) from users where email = 'current@example.com'")).toBe(0);
    // The file kept aside holds the WAL's write, on its own.
    expect(fs.readdirSync(data).sort()).toEqual(['career.sqlite', ASIDE]);
    expect(count(path.join(data, ASIDE), "select count(*) from users where first_name = 'Latest'")).toBe(1);
    // A second restore in the same second keeps the first one's database aside too.
    const again = await restoreSqliteDatabase(backup, database, NOW);
    expect(again.keptAside).toBe(path.join(data, `${ASIDE}-2`));
    expect(fs.readdirSync(data).sort()).toEqual(['career.sqlite', ASIDE, `${ASIDE}-2`]);
  });

  it('refuses while the database is open (a server running), changing nothing', async () => {
    const backup = path.join(root, 'backup.sqlite');
    await databaseWithUser(path.join(root, 'source.sqlite'), 'backed-up@example.com');
    await backupSqliteDatabase(path.join(root, 'source.sqlite'), backup);
    const database = path.join(root, 'data', 'career.sqlite');
    await databaseWithUser(database, 'current@example.com');
    const server = openDatabase(database);
    try {
      await server.db.selectFrom('users').selectAll().execute();
      await expect(restoreSqliteDatabase(backup, database, NOW)).rejects.toThrow(`${database} is in use (is the server running?): stop the server, then restore again.`);
      expect((await server.db.selectFrom('users').select('email').execute()).map((row) => row.email)).toEqual(['current@example.com']);
    } finally {
      await server.close();
    }
    expect(fs.readdirSync(path.dirname(database))).toEqual(['career.sqlite']);
  });

  it('refuses a file that is not a database, a SQLite file of something else, and one from a newer version', async () => {
    const database = path.join(root, 'data', 'career.sqlite');
    await databaseWithUser(database, 'current@example.com');
    const before = snapshot(database);
    const text = path.join(root, 'notes.txt');
    fs.writeFileSync(text, 'hello');
    await expect(restoreSqliteDatabase(text, database, NOW)).rejects.toThrow(`${text} is not a SQLite database.`);
    const empty = path.join(root, 'empty.sqlite');
    fs.writeFileSync(empty, '');
    await expect(restoreSqliteDatabase(empty, database, NOW)).rejects.toThrow(`${empty} is not a SQLite database.`);
    const other = path.join(root, 'other.sqlite');
    const foreign = new SQLite(other);
    foreign.exec('create table notes (id integer primary key, body text); insert into notes (body) values (1)');
    foreign.close();
    await expect(restoreSqliteDatabase(other, database, NOW)).rejects.toThrow(`${other} is a SQLite database but not one of this product`);
    const newer = path.join(root, 'newer.sqlite');
    await databaseWithUser(newer, 'future@example.com');
    const future = new SQLite(newer);
    future.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('2099-01-01-001-from-the-future', new Date().toISOString());
    future.close();
    await expect(restoreSqliteDatabase(newer, database, NOW)).rejects.toThrow(`${newer} was made by a newer version of this product (migration 2099-01-01-001-from-the-future)`);
    await expect(restoreSqliteDatabase(path.join(root, 'missing.sqlite'), database, NOW)).rejects.toThrow(`${path.join(root, 'missing.sqlite')} is not a file.`);
    await expect(restoreSqliteDatabase(database, database, NOW)).rejects.toThrow('is the database itself');
    // Nothing was touched: no file set aside, no staging copy left, the same content.
    expect(fs.readdirSync(path.dirname(database))).toEqual(['career.sqlite']);
    expect(snapshot(database)).toEqual(before);
  });
});
