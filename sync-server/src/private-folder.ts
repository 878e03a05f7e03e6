import fs from 'node:fs';

/**
 * Creates a folder (and missing parents) for this process's user only: mode 700, set explicitly
 * when created here so no umask loosens it. An existing folder keeps its permissions.
 */
export function createPrivateFolder(folder: string): void {
  if (fs.mkdirSync(folder, { recursive: true, mode: 0o700 }) !== undefined) fs.chmodSync(folder, 0o700);
}
