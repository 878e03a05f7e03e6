import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { childProcessEnv } from '../env';
import { createPrivateFolder } from '../private-folder';
import { BackupError } from './backup-error';
import { createPrivateEmptyFile, syncToDisk } from './backup-location';

export interface PostgresBackupReport {
  file: string;
  bytes: number;
  /** False when pg_restore is not installed to list the archive's contents. */
  verified: boolean;
}

export interface PostgresTools {
  /** The pg_dump command (default: `pg_dump` on PATH). */
  pgDump?: string;
  /** The pg_restore command used to read the archive back (default: `pg_restore` on PATH). */
  pgRestore?: string;
}

/** How to back up PostgreSQL by hand (printed when pg_dump is not installed here). */
export function pgDumpRecipe(file: string): string {
  return `pg_dump --format=custom --file=${file} "$DATABASE_URL"`;
}

/** How to bring a PostgreSQL backup back, with the server stopped. */
export function pgRestoreRecipe(file: string): string {
  return `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`;
}

function firstLine(text: string): string {
  return text.split('\n').find((line) => line.trim())?.trim() ?? 'no message';
}

/**
 * A PostgreSQL backup with pg_dump (custom format: compressed, restored with pg_restore), into
 * `destination` (never overwritten), private (600). pg_dump reads one consistent snapshot, so the
 * server may keep running. The archive is then listed with pg_restore to check it holds the users
 * table's data.
 */
export function backupPostgresDatabase(databaseUrl: string, destination: string, tools: PostgresTools = {}): PostgresBackupReport {
  const file = path.resolve(destination);
  if (fs.existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  createPrivateFolder(path.dirname(file));
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  createPrivateEmptyFile(partial);
  try {
    // The password goes to pg_dump through its environment, never its arguments (any local user
    // can read a process's arguments in ps while the dump runs).
    const address = new URL(databaseUrl);
    const password = decodeURIComponent(address.password);
    address.password = '';
    const dump = spawnSync(tools.pgDump ?? 'pg_dump', ['--format=custom', `--file=${partial}`, address.toString()], {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
      env: childProcessEnv(password ? { PGPASSWORD: password } : {}),
    });
    if ((dump.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
      throw new BackupError(`pg_dump is not installed here. Back up PostgreSQL with:\n  ${pgDumpRecipe(file)}`);
    }
    if (dump.error) throw new BackupError(`pg_dump did not run: ${dump.error.message}`);
    if (dump.status !== 0) throw new BackupError(`pg_dump failed (exit ${dump.status ?? dump.signal}): ${firstLine(dump.stderr)}`);
    const list = spawnSync(tools.pgRestore ?? 'pg_restore', ['--list', partial], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const verified = !list.error;
    if (verified && list.status !== 0) throw new BackupError(`pg_restore cannot read the archive pg_dump wrote: ${firstLine(list.stderr)}`);
    if (verified && !/TABLE DATA \S+ users /.test(list.stdout)) {
      throw new BackupError('The database has no users table: is DATABASE_URL the database of this product (migrated by the server or npm run migrate)?');
    }
    fs.chmodSync(partial, 0o600);
    syncToDisk(partial);
    fs.linkSync(partial, file);
    syncToDisk(file);
    return { file, bytes: fs.statSync(file).size, verified };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
