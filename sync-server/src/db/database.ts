import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { withPreparedStatements } from './pg-prepared-statements';
import { createPrivateSqliteFile } from './sqlite-file';
import { withRollbackGuard } from './sqlite-rollback-guard';
import { withStatementCache } from './statement-cache';

export type Dialect = 'sqlite' | 'postgres';

/** The driver under Kysely, for libraries that speak to it directly (rate-limiter-flexible). */
export type DriverClient = { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  driver: DriverClient;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** Opens Kysely over PostgreSQL for a postgres:// URL, otherwise over a SQLite file. */
export function openDatabase(url: string): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection cut by the server (restart, failover, DROP ... FORCE) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
    return { db, dialect: 'postgres', driver: { dialect: 'postgres', pool }, close: () => db.destroy() };
  }
  if (url !== ':memory:') createPrivateSqliteFile(url);
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withRollbackGuard(sqlite, withStatementCache(sqlite)) }) });
  return { db, dialect: 'sqlite', driver: { dialect: 'sqlite', sqlite }, close: () => db.destroy() };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
