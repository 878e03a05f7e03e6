import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NpmRun } from './test/npm-run';
import { outputOf } from './test/npm-run';
import { startServerProcess } from './test/server-process';

const REPO = path.resolve(import.meta.dirname, '../..');
const MAIN = path.resolve(import.meta.dirname, 'main.ts');

/** Runs `npm start`'s server entry with only the given settings; resolves with its exit code and output. */
function runMain(env: Record<string, string>): Promise<NpmRun> {
  return outputOf(spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] }));
}

describe('main.ts start-up failures', () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stops on an unusable DATA_DIR with one line naming the setting and the path, exit code 1', { timeout: 30_000 }, async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-main-'));
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const { code, stdout, stderr } = await runMain({ DATA_DIR: dataDir, PORT: '0', STATIC_DIR: path.join(root, 'no-build') });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(`DATA_DIR: ${dataDir} is missing and cannot be created (ENOTDIR)\n`);
  });
});

describe('main.ts on SIGTERM', () => {
  it('shuts down gracefully: logs shutting down and stopped, exit code 0', { timeout: 60_000 }, async () => {
    const server = await startServerProcess({ DEMO_MODE: 'false', STATIC_DIR: path.join(os.tmpdir(), 'career-no-build') });
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const code = await server.stop('SIGTERM');
    const messages = server.logs.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(code).toBe(0);
    expect(messages).toContain('shutting down');
    expect(messages.at(-1)).toBe('stopped');
  });
});
