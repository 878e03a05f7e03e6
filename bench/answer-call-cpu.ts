/**
 * PostgreSQL's own CPU per apply_answer_batch call (issue 32), free of the load's noise: one
 * connection sends the call one at a time for 20 clients whose NEO is fully answered (the steady
 * state: answers being changed), and the backend's CPU is read from /proc before and after
 * (so PostgreSQL must run on this machine). Also the session's user read and `select 1` (the floor
 * of any statement). Batch 10 and 240, 300 warm-up calls then 3,000 measured (300 / 1,000 at 240).
 * `--compare` then measures the function as migration 2026-11-28-002 made it and the current one
 * in turns, three rounds.
 * Usage: tsx bench/answer-call-cpu.ts [--compare]
 */
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { makeClients } from '../sync-server/src/test/signed-in-clients';
import { availablePostgresUrl, createPostgresTestDatabase } from '../sync-server/src/test/test-databases';
import { PLAN_SEED } from '../sync-server/src/modules/plans/data/plans';
import { upsertPlans } from '../sync-server/src/modules/plans/services/plan-store';
import * as clampedCount from '../sync-server/src/db/migrations/2026-11-28-003-answer-batch-clamped-count';

const CLIENTS = 20;
const url = await availablePostgresUrl();
if (!url) throw new Error('PostgreSQL is not reachable at TEST_DATABASE_URL or 127.0.0.1:5432');
const database = await createPostgresTestDatabase(url);
const connection = new pg.Client({ connectionString: database.url });
try {
  await upsertPlans(database.db, PLAN_SEED);
  const clients = await makeClients(database, CLIENTS, 'call-cpu');
  await connection.connect();
  const { rows } = await connection.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  /** The backend's user + system CPU in ms (clock ticks of 10 ms: hence thousands of calls). */
  const backendCpuMs = () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  let stamp = Date.now();
  const call = (userId: string, size: number) => {
    const start = Math.floor(Math.random() * (240 - size + 1));
    const keys = Array.from({ length: size }, (_, offset) => String(start + offset));
    return connection.query({
      name: 'apply_answer_batch',
      text: 'select outcome, response from apply_answer_batch($1, $2, $3, $4::integer, $5, $6::text[], $7::text[], $8::bigint[], $9, $10, $11::integer, $12)',
      values: [userId, 'neo', '1', 240, new Date().toISOString(), keys, keys.map(() => JSON.stringify(String(Math.floor(Math.random() * 5)))), keys.map(() => (stamp += 1)), randomUUID(), 'h'.repeat(64), size, true],
    });
  };
  const measure = async (label: string, run: (index: number) => Promise<unknown>, count: number) => {
    for (let index = 0; index < Math.min(300, count); index += 1) await run(index);
    const before = backendCpuMs();
    for (let index = 0; index < count; index += 1) await run(index);
    return { name: label, calls: count, 'PostgreSQL CPU us/call': Math.round(((backendCpuMs() - before) * 1000) / count) };
  };
  for (const client of clients) await call(client.userId, 240);
  const userOf = (index: number) => clients[index % CLIENTS]?.userId ?? '';
  const calls = async (version: string) => [
    await measure(`apply_answer_batch (${version}), batch 10`, (index) => call(userOf(index), 10), 3000),
    await measure(`apply_answer_batch (${version}), batch 240`, (index) => call(userOf(index), 240), 1000),
  ];
  const rowsOf = [
    await measure('select 1', () => connection.query({ name: 'one', text: 'select 1' }), 3000),
    await measure('the session user read', (index) => connection.query({ name: 'user', text: 'select * from users where id = $1', values: [userOf(index)] }), 3000),
    ...(await calls('2026-11-28-003')),
  ];
  if (process.argv.includes('--compare')) {
    // The function as migration 002 made it and the current one, in turns: the change within one run.
    for (let round = 1; round <= 3; round += 1) {
      await clampedCount.down(database.db);
      await connection.query('discard plans');
      rowsOf.push(await measure(`apply_answer_batch (2026-11-28-002), batch 10, round ${round}`, (index) => call(userOf(index), 10), 3000));
      await clampedCount.up(database.db);
      await connection.query('discard plans');
      rowsOf.push(await measure(`apply_answer_batch (2026-11-28-003), batch 10, round ${round}`, (index) => call(userOf(index), 10), 3000));
    }
  }
  console.table(rowsOf);
} finally {
  await connection.end();
  await database.drop();
}
