/**
 * What PostgreSQL's backends wait on while `npm run bench` loads POST /api/answers (issue 32):
 * the product on a fresh PostgreSQL database, the bench's answer load (batches from 50 connections,
 * for 50 clients, or for one with --one-client), and pg_stat_activity sampled every 100 ms. Prints
 * the load's figures and, per (state, wait event, statement), how many backends were in it per
 * sample on average.
 * Usage: tsx bench/answer-lock-waits.ts [batch size, default 10] [--one-client]
 */
import pg from 'pg';
import { ANSWER_CONNECTIONS, runAnswerLoad } from './answer-loads';
import { makeClients } from '../sync-server/src/test/signed-in-clients';
import { spawnServer } from './spawn-server';
import { availablePostgresUrl, createPostgresTestDatabase } from '../sync-server/src/test/test-databases';

const size = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 10);
const postgresUrl = await availablePostgresUrl();
if (!postgresUrl) throw new Error('PostgreSQL is not reachable at TEST_DATABASE_URL or 127.0.0.1:5432');
const database = await createPostgresTestDatabase(postgresUrl);
const server = await spawnServer<{ url: string }>('bench/serve.ts', [database.url]);
const probe = new pg.Client({ connectionString: postgresUrl });
try {
  const clients = await makeClients(database, process.argv.includes('--one-client') ? 1 : ANSWER_CONNECTIONS, 'lock-waits');
  await probe.connect();
  const seen = new Map<string, number>();
  let samples = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const { rows } = await probe.query<{ what: string }>(
        `select state || ' ' || coalesce(wait_event_type || ':' || wait_event, 'on CPU') || ' | ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 70) as what
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [new URL(database.url).pathname.slice(1)],
      );
      samples += 1;
      for (const { what } of rows) seen.set(what, (seen.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await runAnswerLoad(`POST /api/answers on PostgreSQL, batch ${size}`, { url: server.info.url, clients, pid: server.pid, postgres: true }, size, { fetch: false, warmupSeconds: 2 });
  done = true;
  await sampling;
  console.table([result]);
  console.table(
    [...seen.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([what, count]) => ({ backendsPerSample: Number((count / samples).toFixed(2)), what })),
  );
} finally {
  await probe.end().catch(() => undefined);
  await server.stop();
  await database.drop();
}
