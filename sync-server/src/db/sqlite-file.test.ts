import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';

function mode(file: string): string {
  return (fs.statSync(file).mode & 0o777).toString(8);
}

describe('the SQLite files are private', () => {
  let root: string;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates the folder 700 and the database, its -wal and -shm 600, whatever the umask', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-files-'));
    const file = path.join(root, 'missing', 'career.sqlite');
    const umask = process.umask(0o022);
    try {
      handle = openDatabase(file);
      await migrateToLatest(handle.db);
      await handle.db.insertInto('storage_probe').values({ id: 'written', padding: 'x' }).execute();
      expect(mode(path.dirname(file))).toBe('700');
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      expect(fs.existsSync(`${file}-shm`)).toBe(true);
      expect([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual(['600', '600', '600']);
    } finally {
      process.umask(umask);
    }
  });

  it('leaves an existing database file as it is', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-files-'));
    const file = path.join(root, 'career.sqlite');
    handle = openDatabase(file);
    await migrateToLatest(handle.db);
    await handle.db.insertInto('storage_probe').values({ id: 'kept', padding: 'x' }).execute();
    await handle.close();
    fs.chmodSync(file, 0o640);
    handle = openDatabase(file);
    expect(await handle.db.selectFrom('storage_probe').select('id').execute()).toEqual([{ id: 'kept' }]);
    expect(mode(file)).toBe('640');
  });
});
