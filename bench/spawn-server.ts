import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import readline from 'node:readline';

export interface SpawnedServer<T> {
  info: T;
  /** The process id (bench/process-cpu.ts reads its CPU time). */
  pid: number;
  /** Sends SIGTERM; resolves once the process has exited. */
  stop(): Promise<void>;
}

/** Runs a bench server script in its own process; its first stdout line is JSON describing it. */
export async function spawnServer<T extends { url: string }>(script: string, args: string[] = []): Promise<SpawnedServer<T>> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout');
  const firstLine = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    info: JSON.parse(firstLine) as T,
    pid: child.pid ?? 0,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
