// Run by sqlite-checkpointer.test.ts in a process of its own: 40 commits of 100 pages to a new
// WAL database with the checkpointer running, each awaited until a checkpoint copied the whole
// log. Prints one JSON line: the log's size in bytes, the frames each round's full copy found
// (about 100 when the log restarted at that commit), and the rows a reader of the database file
// alone sees. Its own process: the sync-server tests share their worker (isolate: false), so
// nothing another test file left open in that process can hold the log back here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startCheckpointer } from './sqlite-checkpointer';

const PAGE = 4096;
const ROUNDS = 40;
const PAGES_PER_ROUND = 100;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-checkpointer-rounds-'));
const file = path.join(dir, 'test.sqlite');
const sqlite = new SQLite(file);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
sqlite.exec('create table items (id integer primary key, body blob not null)');

const checkpoints: { frames: number; copied: number }[] = [];
const checkpointer = await startCheckpointer(sqlite, { intervalMs: 10, onCheckpoint: (result) => checkpoints.push(result) });

/**
 * Resolves with the frames of the first checkpoint after now that copied every frame of a log of at
 * least `atLeast` frames: a round's own commit is 100 pages, so the copy of an earlier, smaller log
 * (the schema's 2 frames) cannot stand for it.
 */
const wholeLogCopied = (atLeast: number) =>
  new Promise<number>((resolve) => {
    const from = checkpoints.length;
    const timer = setInterval(() => {
      const full = checkpoints.slice(from).find((checkpoint) => checkpoint.frames >= atLeast && checkpoint.copied === checkpoint.frames);
      if (full) {
        clearInterval(timer);
        resolve(full.frames);
      }
    }, 5);
  });

// The worker's first tick copies the schema's frames. Until it has, a round could take that copy
// for its own and start its next commit before its own was copied: the log cannot restart under
// a commit that begins while frames wait to be copied, and every later round would run one copy
// behind (CI saw 40 rounds so, 4,043 frames; a run here saw 8 before it caught up).
await wholeLogCopied(1);
const insert = sqlite.prepare('insert into items (body) values (?)');
const framesPerRound: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const copied = wholeLogCopied(PAGES_PER_ROUND);
  sqlite.transaction(() => {
    for (let page = 0; page < PAGES_PER_ROUND; page += 1) insert.run(Buffer.alloc(PAGE - 200, page % 251));
  })();
  framesPerRound.push(await copied);
}
const walBytes = fs.statSync(`${file}-wal`).size;
await checkpointer.stop();
sqlite.pragma('wal_checkpoint(TRUNCATE)');
sqlite.close();
const reader = new SQLite(file, { readonly: true });
const { rows } = reader.prepare('select count(*) as rows from items').get() as { rows: number };
reader.close();
fs.rmSync(dir, { recursive: true, force: true });
process.stdout.write(`${JSON.stringify({ walBytes, framesPerRound, rows })}\n`);
