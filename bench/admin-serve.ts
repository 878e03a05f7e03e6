/**
 * The bench's server for the admin table: the real server on a temporary SQLite database with
 * 10,000 clients added straight into the database (plans, some progress), in its own process.
 * Prints its URL as the first line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../sync-server/src/db/database';
import { parseEnv } from '../sync-server/src/env';
import { newId } from '../sync-server/src/ids';
import { createLogger } from '../sync-server/src/logger';
import { startServer } from '../sync-server/src/start-server';

export const BENCH_USERS = 10_000;
const PLANS = ['free', 'essential', 'premium'] as const;
const NAMES = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn', 'Gia', 'Hal', 'Ivy', 'Jon'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-bench-admin-'));
const config = parseEnv({ DATA_DIR: dataDir, PORT: '0', STATIC_DIR: path.resolve('pwa/dist') });
const server = await startServer(config, createLogger('error'));

const { db, close } = openDatabase(config.databaseUrl);
const now = Date.now();
await db.transaction().execute(async (trx) => {
  for (let start = 0; start < BENCH_USERS; start += 500) {
    const users = [];
    const plans = [];
    const progress = [];
    for (let i = start; i < Math.min(BENCH_USERS, start + 500); i += 1) {
      const id = newId(now - i * 60_000);
      const at = new Date(now - i * 60_000).toISOString();
      users.push({ id, email: `client${i}@bench.example`, first_name: NAMES[i % NAMES.length] as string, last_name: `Client${String(i).padStart(5, '0')}`, password_hash: '!bench', is_verified: i % 3 ? 1 : 0, created_at: at, updated_at: at });
      plans.push({ id: newId(now - i * 60_000), user_id: id, plan_id: PLANS[i % 3] as string, source: 'self', created_at: at });
      if (i % 2) progress.push({ user_id: id, assessment_id: 'neo', version: '1', total_questions: 240, questions_answered: 240, completed: 1, completed_at: at, results: null, scoring_version: null, updated_at: at });
    }
    await trx.insertInto('users').values(users).execute();
    await trx.insertInto('user_plans').values(plans).execute();
    if (progress.length) await trx.insertInto('assessment_progress').values(progress).execute();
  }
});
await close();

console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server.close().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
