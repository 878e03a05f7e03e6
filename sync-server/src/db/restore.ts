import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createPrivateFolder } from '../private-folder';
import { BackupError } from './backup-error';
import { backupTimestamp, createPrivateEmptyFile, syncToDisk, unusedPath } from './backup-location';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { checkProductDatabase } from './sqlite-check';

export interface RestoreReport {
  /** The database file now holding the backup's data. */
  database: string;
  /** Where the database that was there before is kept (null: there was none). */
  keptAside: string | null;
  users: number;
  /** Migrations applied after the copy (a backup of an older version brought up to date). */
  applied: string[];
}

/** SQLite's files beside a database: its WAL, the WAL's index, a rollback journal. */
const COMPANIONS = ['-wal', '-shm', '-journal'] as const;

function isBusy(error: unknown): boolean {
  return typeof (error as { code?: unknown }).code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test((error as { code: string }).code);
}

/**
 * Takes the current database out of use and keeps it aside as `<database>.before-restore-<time>`.
 * Switching it out of WAL mode needs the only connection to it, so it fails while a server has it
 * open: that is the check that no server is running. The switch also writes the WAL's content
 * into the file, so the file kept aside is complete on its own.
 */
function swapInto(database: string, replacement: string, now: Date): string | null {
  if (!fs.existsSync(database)) {
    fs.renameSync(replacement, database);
    return null;
  }
  const live = new SQLite(database, { fileMustExist: true, timeout: 1000 });
  try {
    live.pragma('journal_mode = DELETE');
  } catch (error) {
    if (isBusy(error)) throw new BackupError(`${database} is in use (is the server running?): stop the server, then restore again.`);
    // Not a readable database: it is still kept aside as it is, with its companion files.
  } finally {
    live.close();
  }
  const keptAside = unusedPath(`${database}.before-restore-${backupTimestamp(now)}`);
  fs.renameSync(database, keptAside);
  // SQLite files left over belong to the old database: they go with it, never beside the new one.
  for (const suffix of COMPANIONS) if (fs.existsSync(`${database}${suffix}`)) fs.renameSync(`${database}${suffix}`, `${keptAside}${suffix}`);
  fs.renameSync(replacement, database);
  return keptAside;
}

/**
 * Brings a backup back as the SQLite database `databaseFile`, with no server running on it: the
 * backup is copied beside the database (private, 600) and checked (SQLite, intact, this
 * product's, not from a newer version) before anything else is touched; the current database is
 * kept aside (see swapInto); the copy takes its place, and migrations bring it up to date.
 */
export async function restoreSqliteDatabase(backupFile: string, databaseFile: string, now: Date): Promise<RestoreReport> {
  const backup = path.resolve(backupFile);
  const database = path.resolve(databaseFile);
  if (backup === database) throw new BackupError(`${backup} is the database itself: name a backup file.`);
  if (!fs.existsSync(backup) || !fs.statSync(backup).isFile()) throw new BackupError(`${backup} is not a file.`);
  createPrivateFolder(path.dirname(database));
  const staging = `${database}.restoring`;
  for (const suffix of ['', ...COMPANIONS]) fs.rmSync(`${staging}${suffix}`, { force: true });
  createPrivateEmptyFile(staging);
  let keptAside: string | null;
  try {
    fs.copyFileSync(backup, staging);
    fs.chmodSync(staging, 0o600);
    checkProductDatabase(staging, backup);
    syncToDisk(staging);
    keptAside = swapInto(database, staging, now);
  } finally {
    for (const suffix of ['', ...COMPANIONS]) fs.rmSync(`${staging}${suffix}`, { force: true });
  }
  const handle = openDatabase(database);
  try {
    const { applied } = await migrateToLatest(handle.db);
    const counted = await sql<{ n: number }>`select count(*) as n from users`.execute(handle.db);
    return { database, keptAside, users: Number(counted.rows[0]?.n ?? 0), applied };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${database} was restored but could not be brought up to date: ${message}${keptAside ? ` (the previous database is kept at ${keptAside})` : ''}`);
  } finally {
    await handle.close();
  }
}
