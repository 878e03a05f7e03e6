import type { Kysely } from 'kysely';
import { SqliteAdapter } from 'kysely';
import type { Database } from './schema';
import type { GroupCommit } from './sqlite-group-commit';
import { createGroupCommit } from './sqlite-group-commit';

const groupCommits = new WeakMap<Kysely<Database>, GroupCommit>();

/**
 * Runs `work` atomically and durably: all of it or, when it throws, nothing. On PostgreSQL in a
 * transaction of its own; on SQLite in a savepoint of a transaction shared with the works queued
 * at the same time, one commit for all (see sqlite-group-commit.ts). `work` must use only the
 * database it is given.
 */
export function inWriteTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || db.isTransaction) return db.transaction().execute(work);
  let groupCommit = groupCommits.get(db);
  if (!groupCommit) groupCommits.set(db, (groupCommit = createGroupCommit(db)));
  return groupCommit.run(work);
}
