import { spawn } from 'node:child_process';
import type { NpmRun } from './npm-run';
import { REPO, outputOf } from './npm-run';
import { prebuiltEntry } from './prebuilt-entry';

/**
 * A script of the repository (an npm script's TypeScript entry) run as its own process with only the
 * given settings, prebuilt (prebuilt-entry.ts) rather than through npm and tsx: for tests of what a
 * command says and does; one test per command goes through `npm run` (npm-run.ts) for its wiring.
 */
export async function runScript(entry: string, args: string[], env: Record<string, string>): Promise<NpmRun> {
  const child = spawn(process.execPath, ['--enable-source-maps', await prebuiltEntry(entry), ...args], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return outputOf(child);
}
