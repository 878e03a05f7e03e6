import fs from 'node:fs';
import path from 'node:path';
import { createPrivateFolder } from '../private-folder';

/** UTC date and time as YYYYMMDD-HHMMSS, for file names that sort in time order. */
export function backupTimestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, '').replace(/-|:/g, '').replace('T', '-');
}

/** `$DATA_DIR/backups`: where backups go when no file is named. */
export function defaultBackupFolder(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** `$DATA_DIR/backups/career-YYYYMMDD-HHMMSS.<extension>` (UTC). */
export function defaultBackupFile(dataDir: string, now: Date, extension: 'sqlite' | 'dump'): string {
  return path.join(defaultBackupFolder(dataDir), `career-${backupTimestamp(now)}.${extension}`);
}

/** Makes the default backups folder private (700): creates it, or tightens it when it was already there. */
export function prepareDefaultBackupFolder(dataDir: string): void {
  const folder = defaultBackupFolder(dataDir);
  createPrivateFolder(folder);
  fs.chmodSync(folder, 0o700);
}

/** `base` when nothing is there, else `base-2`, `base-3`...: a name that overwrites nothing. */
export function unusedPath(base: string): string {
  let candidate = base;
  for (let n = 2; fs.existsSync(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/** A new, empty file only this user can read (600), refusing to replace anything. */
export function createPrivateEmptyFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'wx', 0o600));
  fs.chmodSync(file, 0o600);
}

/** Flushes a file (and the folder entry naming it) to the disk. */
export function syncToDisk(file: string): void {
  for (const target of [file, path.dirname(file)]) {
    const fd = fs.openSync(target, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** Size for people: 1.2 MB, 830 kB, 512 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
