import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database';
import { npmRun } from '../../../test/npm-run';
import { runScript } from '../../../test/run-script';
import { CREATE_ADMIN_USAGE, NAMES_NEEDED } from './create-admin-arguments';

const CREATE_ADMIN_CLI = path.join(import.meta.dirname, 'create-admin-cli.ts');

describe('npm run create-admin', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-create-admin-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates the first admin in a new database and prints the one-time link; the audit log records it', { timeout: 60_000 }, async () => {
    const env = { DATA_DIR: path.join(root, 'data'), PUBLIC_URL: 'https://practice.example', HOST: '127.0.0.1', SESSION_SECRET: 'a-session-secret-of-at-least-32-characters!' };
    const run = await npmRun('create-admin', ['--email', 'Boss@Practice.Example', '--first-name', 'Bea', '--last-name', 'Boss'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Created the admin account: boss@practice.example');
    expect(lines[1]).toMatch(/^One-time link to set the password \(works once, until \d{4}-\d\d-\d\dT[\d:.]+Z\):$/);
    expect(lines[2]).toMatch(/^ {2}https:\/\/practice\.example\/set-password\/[\w-]{32,}$/);
    expect(lines[3]).toBe('At the first sign-in the admin enrols the second factor (an authenticator app).');

    const handle = openDatabase(path.join(root, 'data', 'career.sqlite'));
    try {
      const user = await handle.db.selectFrom('users').select(['id', 'is_admin', 'first_name']).where('email', '=', 'boss@practice.example').executeTakeFirstOrThrow();
      expect(user).toMatchObject({ is_admin: 1, first_name: 'Bea' });
      const entries = await handle.db.selectFrom('audit_log').select(['actor_id', 'action', 'subject_id']).execute();
      expect(entries).toEqual([{ actor_id: 'command-line', action: 'admin_create', subject_id: user.id }]);
    } finally {
      await handle.close();
    }

    const wrong = await runScript(CREATE_ADMIN_CLI, ['--email', 'nobody'], env);
    expect(wrong).toEqual({ code: 2, stdout: '', stderr: `--email: Email is invalid. ${CREATE_ADMIN_USAGE}\n` });
  });

  it('off a terminal, stops without the names, naming both options, and creates nothing', async () => {
    const dataDir = path.join(root, 'data');
    const env = { DATA_DIR: dataDir, PUBLIC_URL: 'https://practice.example', HOST: '127.0.0.1', SESSION_SECRET: 'a-session-secret-of-at-least-32-characters!' };
    for (const args of [['--email', 'owner@practice.example'], ['--email', 'owner@practice.example', '--first-name', 'Olu']]) {
      expect(await runScript(CREATE_ADMIN_CLI, args, env)).toEqual({ code: 2, stdout: '', stderr: `${NAMES_NEEDED}\n` });
    }
    expect(NAMES_NEEDED).toContain('--first-name and --last-name');
    // Not even a database: nothing was opened.
    expect(fs.existsSync(path.join(dataDir, 'career.sqlite'))).toBe(false);
    // A name with a control character is refused like any other name field's.
    const bell = await runScript(CREATE_ADMIN_CLI, ['--email', 'owner@practice.example', '--first-name', 'Olu\u0007', '--last-name', 'Owner'], env);
    expect(bell).toEqual({ code: 2, stdout: '', stderr: `--first-name: First name must not contain tabs, line breaks or other control characters. ${CREATE_ADMIN_USAGE}\n` });
  });
});
