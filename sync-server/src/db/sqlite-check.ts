import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { BackupError } from './backup-error';
import { migrations } from './migration-list';

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** Kysely's bookkeeping table: present in every database this product has migrated. */
const MIGRATION_TABLE = 'kysely_migration';

export interface ProductDatabaseCheck {
  users: number;
  /** The migrations the database has, by name. */
  migrations: string[];
}

/** True when the file starts with SQLite's header (an empty file does not). */
export function hasSqliteHeader(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    return fs.readSync(fd, header, 0, header.length, 0) === header.length && header.equals(SQLITE_HEADER);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Checks a copy of a database (a backup, or one about to be restored): SQLite, intact
 * (`PRAGMA integrity_check`), this product's (its users and migrations tables) and made by this
 * version or an older one (no migration this code does not know). Makes the file self-contained
 * (rollback journal, no -wal beside it): it must be a copy, never the live database. `label`
 * names the file in messages.
 */
export function checkProductDatabase(file: string, label = file): ProductDatabaseCheck {
  if (!hasSqliteHeader(file)) throw new BackupError(`${label} is not a SQLite database.`);
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const messages = problems.map((row) => row.integrity_check).filter((message) => message !== 'ok');
    if (messages.length) throw new BackupError(`${label} fails the integrity check: ${messages[0]}`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]));
    if (!tables.has('users') || !tables.has(MIGRATION_TABLE)) {
      throw new BackupError(`${label} is a SQLite database but not one of this product (no users or ${MIGRATION_TABLE} table).`);
    }
    const applied = db.prepare(`select name from ${MIGRATION_TABLE} order by name`).pluck().all() as string[];
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length) throw new BackupError(`${label} was made by a newer version of this product (migration ${unknown[0]}): update the code first.`);
    const users = db.prepare('select count(*) from users').pluck().get() as number;
    return { users, migrations: applied };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${label} cannot be read as a database: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
  }
}
