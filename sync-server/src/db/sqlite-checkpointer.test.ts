import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Checkpointer } from './sqlite-checkpointer';
import { startCheckpointer } from './sqlite-checkpointer';

const PAGE = 4096;

describe('checkpoints from a worker thread (SQLite)', () => {
  let dir: string;
  let file: string;
  let sqlite: SQLite.Database;
  let checkpointer: Checkpointer | undefined;
  const checkpoints: { frames: number; copied: number }[] = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-checkpointer-'));
    file = path.join(dir, 'test.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.exec('create table items (id integer primary key, body blob not null)');
    checkpoints.length = 0;
  });

  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = undefined;
    sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Commits `pages` pages of new rows (one row a page). */
  const writePages = (pages: number) => {
    const insert = sqlite.prepare('insert into items (body) values (?)');
    sqlite.transaction(() => {
      for (let page = 0; page < pages; page += 1) insert.run(Buffer.alloc(PAGE - 200, page % 251));
    })();
  };
  const walBytes = () => fs.statSync(`${file}-wal`).size;
  /** Resolves at the first checkpoint after now that copied every frame in the log. */
  const wholeLogCopied = () =>
    new Promise<void>((resolve) => {
      const from = checkpoints.length;
      const timer = setInterval(() => {
        if (checkpoints.slice(from).some((checkpoint) => checkpoint.frames > 0 && checkpoint.copied === checkpoint.frames)) {
          clearInterval(timer);
          resolve();
        }
      }, 5);
    });

  it('takes checkpoints away from the connection that commits, and gives them back when stopped', async () => {
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    checkpointer = await startCheckpointer(sqlite, { intervalMs: 10, onCheckpoint: (result) => checkpoints.push(result) });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await checkpointer.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('copies the log into the database, so the log restarts instead of growing with every commit', async () => {
    checkpointer = await startCheckpointer(sqlite, { intervalMs: 10, onCheckpoint: (result) => checkpoints.push(result) });
    // 40 commits of 100 pages: 4,000 pages would be 16 MB of log if nothing copied it (the
    // connection that commits no longer checkpoints on its own).
    for (let round = 0; round < 40; round += 1) {
      const copied = wholeLogCopied();
      writePages(100);
      await copied;
    }
    expect(walBytes()).toBeLessThan(400 * PAGE);
    // Every row is in the database file itself, read by a connection that ignores the log.
    await checkpointer.stop();
    checkpointer = undefined;
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const reader = new SQLite(file, { readonly: true });
    expect(reader.prepare('select count(*) as rows from items').get()).toEqual({ rows: 4000 });
    reader.close();
  });

  it('leaves what is committed readable while it copies', async () => {
    checkpointer = await startCheckpointer(sqlite, { intervalMs: 1, onCheckpoint: (result) => checkpoints.push(result) });
    for (let round = 1; round <= 20; round += 1) {
      writePages(50);
      expect(sqlite.prepare('select count(*) as rows from items').get()).toEqual({ rows: round * 50 });
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
});
