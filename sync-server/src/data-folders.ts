import fs from 'node:fs';
import path from 'node:path';
import { isPostgresUrl } from './db/database';
import type { AppConfig } from './env';
import { EnvError } from './env';
import { createPrivateFolder } from './private-folder';

type FolderConfig = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'sessionSecret'>;

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : 'unknown error';
}

/** Creates the folder when missing (mode 700) and proves it takes a file; else one line naming the setting. */
function ensureWritableFolder(setting: string, folder: string): void {
  try {
    createPrivateFolder(folder);
  } catch (error) {
    const code = errorCode(error);
    throw new EnvError(code === 'EEXIST' ? `${setting}: ${folder} is not a folder` : `${setting}: ${folder} is missing and cannot be created (${code})`);
  }
  const check = path.join(folder, `.write-check-${process.pid}`);
  try {
    fs.writeFileSync(check, '', { mode: 0o600 });
    fs.rmSync(check);
  } catch (error) {
    throw new EnvError(`${setting}: ${folder} is not writable (${errorCode(error)})`);
  }
}

/**
 * Checks, before anything is opened, the folders the server writes to: DATA_DIR when it holds the
 * generated session secret or the SQLite file, and the folder of a SQLite DATABASE_URL elsewhere.
 * A missing folder is created private; one that cannot be created or written stops the start-up
 * with an EnvError such as `DATA_DIR: /srv/data is not writable (EROFS)`.
 */
export function prepareDataFolders(config: FolderConfig): void {
  const sqliteFolder = isPostgresUrl(config.databaseUrl) || config.databaseUrl === ':memory:' ? undefined : path.dirname(path.resolve(config.databaseUrl));
  if (!config.sessionSecret || sqliteFolder === config.dataDir) ensureWritableFolder('DATA_DIR', config.dataDir);
  if (sqliteFolder !== undefined && sqliteFolder !== config.dataDir) ensureWritableFolder('DATABASE_URL', sqliteFolder);
}
