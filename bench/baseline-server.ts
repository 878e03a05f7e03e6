/**
 * The bench's yardstick for POST /api/answers: the least a server on the same stack must do.
 * Plain Hono + jose + better-sqlite3: verify the session JWT (key imported once), parse the batch,
 * one prepared upsert run per answer inside one transaction, answer JSON. No validation, no
 * idempotency, no progress. Prints its URL and its signed-in clients as the first line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BaselineBatch } from './baseline-app';
import { serveBaseline } from './baseline-app';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-baseline-'));
const db = new Database(path.join(dataDir, 'baseline.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec(`create table answers (
  user_id text not null, assessment_id text not null, item_key text not null,
  value text, client_stamp integer not null, updated_at text not null,
  primary key (user_id, assessment_id, item_key))`);
const upsert = db.prepare(`insert into answers (user_id, assessment_id, item_key, value, client_stamp, updated_at)
  values (?, ?, ?, ?, ?, ?)
  on conflict (user_id, assessment_id, item_key) do update set value = excluded.value,
    client_stamp = excluded.client_stamp, updated_at = excluded.updated_at
  where answers.client_stamp < excluded.client_stamp`);

const applyBatch = db.transaction((userId: string, batch: BaselineBatch) => {
  const now = new Date().toISOString();
  let applied = 0;
  for (const change of batch.changes) {
    applied += upsert.run(userId, batch.assessmentId, change.key, JSON.stringify(change.value), change.stamp, now).changes;
  }
  return applied;
});

await serveBaseline(applyBatch, () => {
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
