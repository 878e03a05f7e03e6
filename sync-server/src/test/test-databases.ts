import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { DatabaseHandle, Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { testDatabaseUrl } from '../env';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  /** Closes the connection and removes the database (file or PostgreSQL database). */
  drop(): Promise<void>;
}

/** A fresh SQLite file in a temporary folder, with WAL like production. */
export async function createSqliteTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-test-'));
  const url = path.join(dir, 'test.sqlite');
  const handle = openDatabase(url);
  if (options.migrate !== false) await migrateToLatest(handle.db);
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

/** A fresh, uniquely named PostgreSQL database on the test server. */
export async function createPostgresTestDatabase(serverUrl: string, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `career_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const handle = openDatabase(target.toString());
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: target.toString(),
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
