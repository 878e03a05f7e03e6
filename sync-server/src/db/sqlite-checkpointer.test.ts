import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Checkpointer } from './sqlite-checkpointer';
import { startCheckpointer } from './sqlite-checkpointer';

const PAGE = 4096;
const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../../..');
const ROUNDS_SCRIPT = path.resolve(import.meta.dirname, 'sqlite-checkpointer-rounds.ts');

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

  it('takes checkpoints away from the connection that commits, and gives them back when stopped', async () => {
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    checkpointer = await startCheckpointer(sqlite, { intervalMs: 10, onCheckpoint: (result) => checkpoints.push(result) });
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    await checkpointer.stop();
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('copies the log into the database, so the log restarts instead of growing with every commit', async () => {
    // 40 commits of 100 pages: 4,000 pages would be 16 MB of log if nothing copied it (the
    // connection that commits no longer checkpoints on its own). In a process of its own (see the script).
    const { stdout } = await run(process.execPath, ['--import', 'tsx', ROUNDS_SCRIPT], { cwd: REPO });
    const { walBytes, framesPerRound, rows } = JSON.parse(stdout) as { walBytes: number; framesPerRound: number[]; rows: number };
    // The frames each round's full copy found: about 100 when that commit restarted the log.
    expect(framesPerRound, `frames per round: ${framesPerRound.join(' ')}`).toHaveLength(40);
    expect(walBytes, `frames per round: ${framesPerRound.join(' ')}`).toBeLessThan(400 * PAGE);
    // Every row is in the database file itself, read by a connection that ignores the log.
    expect(rows).toBe(4000);
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
