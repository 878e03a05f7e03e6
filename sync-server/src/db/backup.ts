import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createPrivateFolder } from '../private-folder';
import { BackupError } from './backup-error';
import { createPrivateEmptyFile, syncToDisk } from './backup-location';
import { checkProductDatabase } from './sqlite-check';

export interface BackupReport {
  /** The backup written. */
  file: string;
  bytes: number;
  /** Users in the copy (counted after the integrity check passed). */
  users: number;
}

/**
 * Every remaining page in one step. SQLite restarts an online backup when another connection
 * writes between two steps, so under a steady stream of writes (a running server) a backup in
 * small steps might never finish; one step reads a single snapshot under one read transaction,
 * which in WAL mode blocks no writer.
 */
const ALL_PAGES = 0x7fffffff;

/**
 * A consistent copy of a SQLite database, safe while a server writes to it (SQLite's online
 * backup API), into `destination` (never overwritten), private (600). The copy is written beside
 * it as `<destination>.partial`, made self-contained (no -wal), checked (integrity, this product's
 * tables, users counted), flushed to disk and only then given its name.
 */
export async function backupSqliteDatabase(source: string, destination: string): Promise<BackupReport> {
  const from = path.resolve(source);
  const file = path.resolve(destination);
  if (!fs.existsSync(from)) throw new BackupError(`No database at ${from}: nothing to back up (check DATA_DIR and DATABASE_URL).`);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  createPrivateFolder(path.dirname(file));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  fs.rmSync(`${partial}-journal`, { force: true });
  createPrivateEmptyFile(partial);
  let users: number;
  try {
    const db = new SQLite(from, { fileMustExist: true, timeout: 5000 });
    try {
      await db.backup(partial, { progress: () => ALL_PAGES });
    } catch (error) {
      throw new BackupError(`${from} cannot be backed up: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      db.close();
    }
    ({ users } = checkProductDatabase(partial, `The copy of ${from}`));
    syncToDisk(partial);
    fs.linkSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  syncToDisk(file);
  return { file, bytes: fs.statSync(file).size, users };
}
