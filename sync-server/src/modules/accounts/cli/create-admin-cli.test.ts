import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database';
import { npmRun } from '../../../test/npm-run';
import { CREATE_ADMIN_USAGE } from './create-admin-arguments';

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
    expect(lines[2]).toMatch(/^ {2}https:\/\/practice\.example\/reset\/[\w-]{32,}$/);
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

    const wrong = await npmRun('create-admin', ['--email', 'nobody'], env);
    expect(wrong).toEqual({ code: 2, stdout: '', stderr: `--email: Email is invalid. ${CREATE_ADMIN_USAGE}\n` });
  });
});
