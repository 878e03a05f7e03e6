/**
 * The scale-out figures of `npm run bench` (issue 18): one SQLite process, one PostgreSQL process
 * and two PostgreSQL processes (WORKERS=2, one port) taking answer batches of 10 and 240 from 50
 * and 200 connections; then a simulated day, 2,000 clients each answering the 240-item NEO in 10
 * batches, reporting answers lost (after the retries a device would make), p99 and database size.
 * Servers run as `npm run serve` does (own processes, JSON logs at info level as in production), on loopback.
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import type { ServerProcess } from '../sync-server/src/test/server-process';
import { startServerProcess } from '../sync-server/src/test/server-process';
import type { TestDatabase } from '../sync-server/src/test/test-databases';
import { availablePostgresUrl, createPostgresTestDatabase, createSqliteTestDatabase } from '../sync-server/src/test/test-databases';
import { neoBatch } from './answer-batches';
import { neoInTenBatches } from '../sync-server/src/test/neo-in-batches';
import type { LightClient } from './http-client';
import { createLightClient } from './http-client';
import type { SignedInClient } from '../sync-server/src/test/signed-in-clients';
import { BENCH_PUBLIC_URL, BENCH_SESSION_SECRET, makeClients } from '../sync-server/src/test/signed-in-clients';
import type { LoadResult } from './http-load';
import { runLoad } from './http-load';

const SECONDS = 5;

interface Setup {
  name: string;
  database: TestDatabase;
  server: ServerProcess;
  client: LightClient;
}

async function startSetup(name: string, database: TestDatabase, workers: number): Promise<Setup> {
  const server = await startServerProcess({ DATABASE_URL: database.url, PUBLIC_URL: BENCH_PUBLIC_URL, SESSION_SECRET: BENCH_SESSION_SECRET, DEMO_MODE: 'false', LOG_LEVEL: 'info', WORKERS: String(workers), TRUST_PROXY: '1' }, { listeners: workers });
  return { name, database, server, client: createLightClient(server.url, 200) };
}

/**
 * Sent with the light node:http client (bench/http-client.ts), as the answer loads of the bench
 * are: global fetch took a third of a core at these rates, on the cores the servers need.
 */
function post(setup: Setup, cookie: string, body: unknown, forwardedFor: string) {
  // Each simulated device has its own address (TRUST_PROXY=1), as behind a real load balancer.
  return setup.client.post('/api/answers', body, { Cookie: cookie, 'X-Forwarded-For': forwardedFor });
}

const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

async function answersThroughput(setup: Setup): Promise<LoadResult[]> {
  const clients = await makeClients(setup.database, 200, `load-${setup.name.replace(/\W+/g, '-')}`);
  const results: LoadResult[] = [];
  for (const size of [10, 240]) {
    for (const connections of [50, 200]) {
      let next = 0;
      const result = await runLoad({
        name: `${setup.name}: batch ${size}, ${connections} connections`,
        connections,
        seconds: SECONDS,
        request: () => {
          const index = next++ % clients.length;
          const client = clients[index] as SignedInClient;
          return post(setup, client.cookie, neoBatch(client.userId, size), addressOf(index));
        },
      });
      results.push(result);
    }
  }
  return results;
}

/** A device's resend: up to 8 tries, 50 ms doubling, on a failed connection or a 5xx/429. */
async function sendWithRetry(setup: Setup, cookie: string, body: unknown, address: string, latencies: number[]): Promise<boolean> {
  for (let attempt = 0, wait = 50; attempt < 8; attempt += 1, wait *= 2) {
    const t0 = performance.now();
    try {
      const response = await post(setup, cookie, body, address);
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.ok) return true;
      if (response.status < 500 && response.status !== 429) return false;
    } catch {
      latencies.push(performance.now() - t0);
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return false;
}

async function databaseBytes(setup: Setup): Promise<number> {
  if (setup.database.dialect === 'postgres') {
    const { rows } = await sql<{ size: string }>`select pg_database_size(current_database()) as size`.execute(setup.database.db);
    return Number(rows[0]?.size ?? 0);
  }
  return ['', '-wal'].reduce((sum, suffix) => sum + (fs.existsSync(setup.database.url + suffix) ? fs.statSync(setup.database.url + suffix).size : 0), 0);
}

/** 2,000 clients, 200 at a time, each sending the NEO's 240 answers in 10 batches of 24. */
async function simulatedDay(setup: Setup, clientCount = 2000, concurrent = 200) {
  const clients = await makeClients(setup.database, clientCount, `day-${setup.name.replace(/\W+/g, '-')}`);
  const latencies: number[] = [];
  let failedBatches = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      for (let index = next++; index < clients.length; index = next++) {
        const client = clients[index] as SignedInClient;
        for (const batch of neoInTenBatches(client.userId, index)) {
          if (!(await sendWithRetry(setup, client.cookie, batch, addressOf(index), latencies))) failedBatches += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stored = await setup.database.db
    .selectFrom('assessment_answers')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('assessment_id', '=', 'neo')
    .where('user_id', 'in', clients.map((client) => client.userId))
    .executeTakeFirstOrThrow();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => +(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1);
  return {
    setup: setup.name,
    clients: clientCount,
    batches: clientCount * 10,
    seconds: +seconds.toFixed(1),
    'batches/s': Math.round((clientCount * 10) / seconds),
    'answers lost': clientCount * 240 - Number(stored.count),
    'failed batches': failedBatches,
    p50ms: at(0.5),
    p99ms: at(0.99),
    'database MiB': +((await databaseBytes(setup)) / 1024 / 1024).toFixed(1),
  };
}

export async function runScaleOutBench(): Promise<void> {
  const postgresUrl = await availablePostgresUrl();
  const plans: { name: string; create: () => Promise<TestDatabase>; workers: number }[] = [{ name: 'SQLite, 1 process', create: () => createSqliteTestDatabase(), workers: 1 }];
  if (postgresUrl) {
    plans.push(
      { name: 'PostgreSQL, 1 process', create: () => createPostgresTestDatabase(postgresUrl), workers: 1 },
      { name: 'PostgreSQL, 2 processes', create: () => createPostgresTestDatabase(postgresUrl), workers: 2 },
    );
  } else {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: the PostgreSQL scale figures were not measured.');
  }
  const throughput: LoadResult[] = [];
  const days = [];
  for (const plan of plans) {
    const setup = await startSetup(plan.name, await plan.create(), plan.workers);
    try {
      const loads = await answersThroughput(setup);
      console.table(loads);
      throughput.push(...loads);
      const day = await simulatedDay(setup);
      console.table([day]);
      days.push(day);
    } finally {
      setup.client.close();
      await setup.server.stop();
      await setup.database.drop();
    }
  }
  console.table(throughput);
  console.table(days);
}
