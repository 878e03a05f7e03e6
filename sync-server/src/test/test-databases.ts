import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { DatabaseHandle, Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { testDatabaseUrl } from '../env';

const REPO = path.resolve(import.meta.dirname, '../../..');
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes the connection and removes the database (file or PostgreSQL database). */
  drop(): Promise<void>;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file migrated to the latest schema, made once per test worker: a migrated test
 * database starts as a copy of it (a few milliseconds instead of running every migration again,
 * about 0.4 s on two cores, which added up to minutes over the suite). Its folder goes with the worker.
 */
function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-test-template-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'template.sqlite');
    const handle = openDatabase(file);
    await migrateToLatest(handle.db);
    // Closing checkpoints the write-ahead log into the file, so the file alone is the whole database.
    await handle.close();
    return file;
  })();
  return sqliteTemplate;
}

/** A fresh SQLite file in a temporary folder, with WAL like production. */
export async function createSqliteTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-test-'));
  const url = path.join(dir, 'test.sqlite');
  if (options.migrate !== false) fs.copyFileSync(await migratedSqliteTemplate(), url);
  const handle = openDatabase(url);
  return {
    ...handle,
    url,
    async drop() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let postgresProbe: Promise<string | undefined> | undefined;

/** The PostgreSQL server to test against: TEST_DATABASE_URL, or a local one when it answers. */
export function availablePostgresUrl(): Promise<string | undefined> {
  postgresProbe ??= (async () => {
    const url = testDatabaseUrl() ?? DEFAULT_POSTGRES_URL;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      if (testDatabaseUrl()) throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer at it`);
      return undefined;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return postgresProbe;
}

function databaseUrl(serverUrl: string, name: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * A digest of what the PostgreSQL template holds: the migrations' source, pg-boss's version (its
 * schema) and the version of what else a test app's start leaves (TEMPLATE_CONTENTS). A changed or
 * added migration, or a new pg-boss, makes a new template.
 */
function templateDigest(): string {
  const folder = path.join(import.meta.dirname, '../db/migrations');
  const hash = crypto.createHash('sha256');
  for (const file of [...fs.readdirSync(folder).sort().map((name) => path.join(folder, name)), path.join(folder, '../migration-list.ts')]) {
    hash.update(file).update(fs.readFileSync(file));
  }
  const pgBoss = JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules/pg-boss/package.json'), 'utf8')) as { version: string };
  hash.update(`pg-boss ${pgBoss.version}; ${TEMPLATE_CONTENTS}`);
  return hash.digest('hex').slice(0, 16);
}

/** Raise when the template should hold something else (see migratedPostgresTemplate). */
const TEMPLATE_CONTENTS = 'migrations, job queues, plans (2026-12-06)';

/** Any number fixed for this purpose: the advisory lock test workers take to make the template. */
const TEMPLATE_LOCK = 7_301_946;
let postgresTemplate: Promise<string> | undefined;

/**
 * A PostgreSQL database migrated to the latest schema, with what a test app's start adds (the job
 * queue's schema and queues, the plans), kept on the test server under a name made from its digest
 * and shared by test workers and runs (made under an advisory lock, migrated under a temporary name
 * and renamed when complete). A migrated test database is created from it (about 0.2 s instead of
 * 0.7 s more for the migrations), and a test app starts on it in about 0.16 s instead of 0.25 s.
 */
function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `career_template_${templateDigest()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${building}`);
        const url = databaseUrl(serverUrl, building);
        const handle = openDatabase(url);
        await migrateToLatest(handle.db);
        // What every test app's start makes on its database, made once here: pg-boss's schema and
        // the app's queues (each a partition table), and the plans. On a fresh database that took
        // about 0.2 s of every PostgreSQL test; a test app starting on a copy finds them in place.
        // (Imported here: test-app.ts imports this file.)
        const { createTestApp } = await import('./test-app');
        const app = await createTestApp({ database: { ...handle, url, drop: () => handle.close() }, demoAccounts: false, config: { demoMode: false } });
        await app.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

/** A fresh, uniquely named PostgreSQL database on the test server. */
export async function createPostgresTestDatabase(serverUrl: string, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `career_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = options.migrate === false ? undefined : await migratedPostgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const handle = openDatabase(databaseUrl(serverUrl, name));
  return {
    ...handle,
    url: databaseUrl(serverUrl, name),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface DialectCase {
  dialect: Dialect;
  create(options?: { migrate?: boolean }): Promise<TestDatabase>;
}

/**
 * The dialects to run dual-dialect tests on: SQLite always; PostgreSQL when reachable. When it is
 * not, the PostgreSQL cases are reported as skipped with the reason in their name.
 */
export async function dialectCases(): Promise<{ cases: DialectCase[]; postgresSkipReason?: string }> {
  const postgresUrl = await availablePostgresUrl();
  const cases: DialectCase[] = [{ dialect: 'sqlite', create: (options) => createSqliteTestDatabase(options) }];
  if (postgresUrl) cases.push({ dialect: 'postgres', create: (options) => createPostgresTestDatabase(postgresUrl, options) });
  return postgresUrl
    ? { cases }
    : { cases, postgresSkipReason: 'PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: PostgreSQL cases not run' };
}
