import type { ChildProcessByStdio } from 'node:child_process';
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../../..');

export interface NpmRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script> -- <args>` from the repository, with only the given settings (and a PATH to npm and node). */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<NpmRun> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO,
    env: { PATH: `${path.dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`, HOME: os.homedir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return outputOf(child);
}

/** A child process's exit code and everything it printed, once it has closed. */
export function outputOf(child: ChildProcessByStdio<null, Readable, Readable>): Promise<NpmRun> {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
