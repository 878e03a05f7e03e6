import fs from 'node:fs';
import path from 'node:path';
import { createPrivateFolder } from '../private-folder';

/**
 * Makes a new SQLite file private before SQLite opens it: its folder is created 700 and the file
 * 600. SQLite gives the -wal and -shm files it creates the database file's permissions, so they
 * are 600 too. An existing file keeps the permissions it has.
 */
export function createPrivateSqliteFile(file: string): void {
  createPrivateFolder(path.dirname(path.resolve(file)));
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  fs.chmodSync(file, 0o600);
}
