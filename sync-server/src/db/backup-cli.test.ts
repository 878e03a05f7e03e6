import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { npmRun } from '../test/npm-run';
import { runScript } from '../test/run-script';

const BACKUP_CLI = path.join(import.meta.dirname, 'backup-cli.ts');
const RESTORE_CLI = path.join(import.meta.dirname, 'restore-cli.ts');

function mode(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

describe('npm run backup / npm run restore', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-backup-cli-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('backs up $DATA_DIR into $DATA_DIR/backups, restores it elsewhere, and refuses while the database is open', { timeout: 60_000 }, async () => {
    const dataDir = path.join(root, 'data');
    const handle = openDatabase(path.join(dataDir, 'career.sqlite'));
    await migrateToLatest(handle.db);
    const at = '2026-11-30T10:00:00.000Z';
    await handle.db.insertInto('users').values({ id: 'u1', email: 'kept@example.com', first_name: 'Kept', last_name: 'User', password_hash: 'x', created_at: at, updated_at: at }).execute();
    await handle.close();

    const backup = await npmRun('backup', [], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const match = /^Backed up (\S+) to (\S+career-\d{8}-\d{6}\.sqlite) \((\d+(?:\.\d)? (?:kB|MB)), 1 user, integrity check ok\)\.\n$/.exec(backup.stdout);
    expect(match?.[1]).toBe(path.join(dataDir, 'career.sqlite'));
    const file = match?.[2] ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect([mode(path.dirname(file)), mode(file)]).toEqual(['700', '600']);

    const otherDataDir = path.join(root, 'other-data');
    const restore = await npmRun('restore', [file], { DATA_DIR: otherDataDir });
    expect(restore).toEqual({ code: 0, stdout: `Restored ${file} into ${path.join(otherDataDir, 'career.sqlite')} (1 user, already up to date).\n`, stderr: '' });

    // Another process (this one) has the database open, as a running server does.
    const server = openDatabase(path.join(otherDataDir, 'career.sqlite'));
    try {
      await server.db.selectFrom('users').selectAll().execute();
      const refused = await npmRun('restore', [file], { DATA_DIR: otherDataDir });
      expect(refused).toEqual({ code: 1, stdout: '', stderr: `${path.join(otherDataDir, 'career.sqlite')} is in use (is the server running?): stop the server, then restore again.\n` });
    } finally {
      await server.close();
    }
    expect(fs.readdirSync(otherDataDir)).toEqual(['career.sqlite']);
  });

  // The commands' own entries, prebuilt: the test above runs them through npm.
  it('fails with one line and a non-zero exit on a bad argument or file', { timeout: 60_000 }, async () => {
    const notes = path.join(root, 'notes.txt');
    fs.writeFileSync(notes, 'hello');
    expect(await runScript(RESTORE_CLI, [notes], { DATA_DIR: path.join(root, 'data') })).toEqual({ code: 1, stdout: '', stderr: `${notes} is not a SQLite database.\n` });
    const missing = await runScript(BACKUP_CLI, [], { DATA_DIR: path.join(root, 'empty') });
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `No database at ${path.join(root, 'empty', 'career.sqlite')}: nothing to back up (check DATA_DIR and DATABASE_URL).\n` });
    expect(fs.existsSync(path.join(root, 'empty'))).toBe(false);
    const unknown = await runScript(BACKUP_CLI, ['--all'], { DATA_DIR: root });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown option --all\. Usage: npm run backup \[-- <file>\].*\n$/);
  });
});
