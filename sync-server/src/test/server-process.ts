import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { prebuiltEntry } from './prebuilt-entry';

const MAIN = path.resolve(import.meta.dirname, 'main-at-test-cost.ts');

/**
 * `npm run serve` as its own process (tests of several processes on one database): main.ts's start at
 * the test's password cost (main-at-test-cost.ts), prebuilt (prebuilt-entry.ts).
 */
export interface ServerProcess {
  url: string;
  /** Every log line it printed so far (JSON). */
  logs: string[];
  /** Sends a signal and waits for the exit; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server's main (main-at-test-cost.ts) with `env` (on top of a fresh DATA_DIR, PORT=0, JSON logs) and
 * resolves once it listens (every worker, with WORKERS=N), with its own address (read from its
 * 'listening' log lines).
 */
export async function startServerProcess(env: Record<string, string>, options: { listeners?: number } = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-proc-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', await prebuiltEntry(MAIN)], {
    env: { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // WORKERS=N on PostgreSQL: every worker says it listens (all on one port) before the service is whole.
  const listeners = options.listeners ?? 1;
  let listening = 0;
  const url = await new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on('line', (line) => {
        logs.push(line);
        try {
          const entry = JSON.parse(line) as { url?: unknown; msg?: unknown };
          if (typeof entry.url === 'string' && String(entry.msg).includes('listening') && ++listening >= listeners) resolve(entry.url);
        } catch {
          // not JSON: kept in logs for the failure message
        }
      });
    }
    void exited.then((code) => reject(new Error(`server process exited with ${code}:\n${logs.join('\n')}`)));
  });
  return {
    url,
    logs,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
