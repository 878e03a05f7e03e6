import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * better-sqlite3 for Kysely with prepared statements kept and reused by SQL text (Kysely's driver
 * prepares every query afresh; preparing was a tenth of the answer route's CPU). Least recently
 * used statements are dropped past `capacity`. Kysely runs one query at a time on the connection
 * and we never stream results, so a statement is never in use twice at once.
 */
export function withStatementCache(database: SQLite.Database, capacity = 512): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= capacity) {
          const oldest = statements.keys().next();
          if (!oldest.done) statements.delete(oldest.value);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
