import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { prebuiltEntry } from '../../sync-server/src/test/prebuilt-entry';
import { freePort } from './test-server';

const MAIN = path.resolve(import.meta.dirname, 'serve-process-main.ts');

/** A server in its own process on a fixed port and data folder, so it can be killed and started again. */
export interface ServerProcess {
  url: string;
  /** SIGKILL: no shutdown, no flushing; whatever was in flight is cut off. */
  kill(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

async function launch(dataDir: string, port: number): Promise<ChildProcess> {
  // Prebuilt (no tsx at each start): the test starts it twice and waits on both.
  const child = spawn(process.execPath, ['--enable-source-maps', await prebuiltEntry(MAIN), dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  await new Promise<void>((resolve, reject) => {
    readline.createInterface({ input: stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`test server exited with ${code}`)));
  });
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServerProcess(): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-e2e-proc-'));
  const port = await freePort();
  let child = await launch(dataDir, port);
  const kill = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  return {
    url: `http://127.0.0.1:${port}`,
    kill,
    async restart() {
      child = await launch(dataDir, port);
    },
    async dispose() {
      await kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
