import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateFolder } from './private-folder';

/** The session secret from settings, else one generated once and kept in the data folder (file 600, folder 700 when created here). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  createPrivateFolder(dataDir);
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // The mode above applies only to a new file: a too-short one written over keeps its own.
  fs.chmodSync(file, 0o600);
  return secret;
}
