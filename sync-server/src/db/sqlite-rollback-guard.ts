import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const NO_OP: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  *iterate() {
    // nothing to read
  },
};

/**
 * SQLite rolls a transaction back by itself after some errors (SQLITE_FULL among them). Kysely
 * then sends ROLLBACK anyway, and its 'cannot rollback - no transaction is active' would replace
 * the error that mattered. Here a ROLLBACK with no transaction open does nothing.
 */
export function withRollbackGuard(sqlite: SQLite.Database, database: SqliteDatabase): SqliteDatabase {
  return {
    close: () => database.close(),
    prepare: (sql) => (!sqlite.inTransaction && /^\s*rollback\s*;?\s*$/i.test(sql) ? NO_OP : database.prepare(sql)),
  };
}
