/**
 * The POST /api/answers rows of `npm run bench`: at batch 10 and 240, the raw baseline and our
 * server on SQLite, then (when PostgreSQL is reachable and asked for) the raw Hono + jose + pg
 * baseline and our server on PostgreSQL. The main rows load 50 clients from 50 connections, one
 * batch at a time each, as devices send them; the "one client" rows send every batch for the same
 * client from all 50 connections, which our server serialises per assessment (its progress row is
 * locked so that counts are exact and finishing happens once; the baselines have no such rule), so
 * they measure that serialisation more than the answer path. Every row gives the server's CPU
 * milliseconds per request (and PostgreSQL's, on PostgreSQL) over the measured seconds.
 */
import type { AnswerLoadOptions, AnswerTarget } from './answer-loads';
import { ANSWER_CONNECTIONS, againstBaseline, runAnswerLoad } from './answer-loads';
import type { SignedInClient } from '../sync-server/src/test/signed-in-clients';
import { makeClients } from '../sync-server/src/test/signed-in-clients';
import type { LoadResult } from './http-load';
import type { SpawnedServer } from './spawn-server';
import { spawnServer } from './spawn-server';
import type { TestDatabase } from '../sync-server/src/test/test-databases';
import { availablePostgresUrl, createPostgresTestDatabase } from '../sync-server/src/test/test-databases';

type Baseline = SpawnedServer<{ url: string; clients: SignedInClient[] }>;

export const ANSWER_BATCH_SIZES = [10, 240] as const;

/** A target's first client alone: every connection writes the same assessment. */
const oneClient = (target: AnswerTarget): AnswerTarget => ({ ...target, clients: target.clients.slice(0, 1) });

/**
 * Our server's rows beside its baseline's, at each batch size: the main pair (also against the
 * SQLite baseline's row of that size, when given), then the one-client pair. Returns the rows and
 * the baseline's main row by size.
 */
async function comparePairs(
  labels: { baseline: string; ours: string; which: string },
  base: AnswerTarget,
  ours: AnswerTarget,
  options: AnswerLoadOptions,
  sqliteBaselines?: ReadonlyMap<number, LoadResult>,
): Promise<{ rows: LoadResult[]; baselines: Map<number, LoadResult> }> {
  const rows: LoadResult[] = [];
  const baselines = new Map<number, LoadResult>();
  for (const size of ANSWER_BATCH_SIZES) {
    const baseline = await runAnswerLoad(`${labels.baseline}, batch ${size}`, base, size, options);
    const result = await runAnswerLoad(`${labels.ours}, batch ${size}`, ours, size, options);
    rows.push(baseline, againstBaseline(result, baseline, labels.which));
    const sqliteBaseline = sqliteBaselines?.get(size);
    if (sqliteBaseline) rows.push(againstBaseline(result, sqliteBaseline, 'SQLite baseline'));
    baselines.set(size, baseline);
  }
  for (const size of ANSWER_BATCH_SIZES) {
    const baseline = await runAnswerLoad(`${labels.baseline}, batch ${size}, one client`, oneClient(base), size, options);
    rows.push(baseline, againstBaseline(await runAnswerLoad(`${labels.ours}, batch ${size}, one client`, oneClient(ours), size, options), baseline, labels.which));
  }
  return { rows, baselines };
}

/** The SQLite rows (`server` runs on `database`, which gets the bench's clients), and the baseline's row at each size. */
export async function runSqliteAnswerRows(server: SpawnedServer<{ url: string }>, database: TestDatabase, options: AnswerLoadOptions): Promise<{ rows: LoadResult[]; baselines: Map<number, LoadResult> }> {
  const baseline: Baseline = await spawnServer('bench/baseline-server.ts');
  try {
    const clients = await makeClients(database, ANSWER_CONNECTIONS, 'answers');
    return await comparePairs(
      { baseline: 'baseline: Hono + jose + better-sqlite3', ours: 'POST /api/answers', which: 'baseline' },
      { url: baseline.info.url, clients: baseline.info.clients, pid: baseline.pid },
      { url: server.info.url, clients, pid: server.pid },
      options,
    );
  } finally {
    await baseline.stop();
  }
}

/**
 * The PostgreSQL rows: our server and the raw baseline, each on a fresh database of its own,
 * started after the SQLite rows (their start-up and background jobs must not weigh on those) and
 * stopped at once. Empty, saying why, when PostgreSQL is not reachable.
 */
export async function runPostgresAnswerRows(options: AnswerLoadOptions, sqliteBaselines: ReadonlyMap<number, LoadResult>): Promise<LoadResult[]> {
  const postgresUrl = await availablePostgresUrl();
  if (!postgresUrl) {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: the PostgreSQL answer figures were not measured.');
    return [];
  }
  const database = await createPostgresTestDatabase(postgresUrl);
  const baselineDatabase = await createPostgresTestDatabase(postgresUrl, { migrate: false });
  let server: SpawnedServer<{ url: string }> | undefined;
  let baseline: Baseline | undefined;
  try {
    server = await spawnServer<{ url: string }>('bench/serve.ts', [database.url]);
    baseline = await spawnServer('bench/baseline-pg-server.ts', [baselineDatabase.url]);
    const clients = await makeClients(database, ANSWER_CONNECTIONS, 'answers-pg');
    const { rows } = await comparePairs(
      { baseline: 'baseline: Hono + jose + pg', ours: 'POST /api/answers on PostgreSQL', which: 'PostgreSQL baseline' },
      { url: baseline.info.url, clients: baseline.info.clients, pid: baseline.pid, postgres: true },
      { url: server.info.url, clients, pid: server.pid, postgres: true },
      options,
      sqliteBaselines,
    );
    return rows;
  } finally {
    await Promise.all([server?.stop(), baseline?.stop()]);
    await Promise.all([database.drop(), baselineDatabase.drop()]);
  }
}
