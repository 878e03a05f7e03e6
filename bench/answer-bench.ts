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

/** Measured rounds of the main pair, taken in turns (baseline, ours, baseline, ours...). */
const TURNS = 3;
/** Seconds of each measured round, and of the warm-up before every round after the first. */
const TURN_SECONDS = 3;
const REWARM_SECONDS = 1;

/**
 * One row from several rounds of one load: their requests and seconds summed (so the rate and
 * the CPU per request are over all of them), the median round's p50 and the worst round's p99.
 */
function mergeRounds(name: string, rounds: readonly LoadResult[]): LoadResult {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.requests / Math.max(1, round.rps), 0);
  const merged: LoadResult = {
    name,
    requests,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    rps: Math.round(requests / Math.max(seconds, 1e-9)),
    p50ms: rounds.map((round) => round.p50ms).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? 0,
    p99ms: Math.max(...rounds.map((round) => round.p99ms)),
  };
  // Extra columns (CPU per request): weighted by each round's requests; -1 (not measured) stays.
  for (const column of Object.keys(rounds[0] ?? {})) {
    if (column in merged || typeof rounds[0]?.[column] !== 'number') continue;
    const values = rounds.map((round) => Number(round[column]));
    merged[column] = values.includes(-1) ? -1 : +(rounds.reduce((sum, round, index) => sum + (values[index] ?? 0) * round.requests, 0) / Math.max(1, requests)).toFixed(3);
  }
  return merged;
}

/**
 * The baseline and our server at one batch size, measured in turns: after each one's warm-up,
 * TURNS rounds of TURN_SECONDS each, alternating. On a shared machine whose speed drifts over tens
 * of seconds (the baselines here moved 2x within an hour), one long run of each put the drift into
 * their ratio; in turns both see the same stretches of time.
 */
async function measureInTurns(baseName: string, base: AnswerTarget, oursName: string, ours: AnswerTarget, size: number, options: AnswerLoadOptions) {
  const baseRounds: LoadResult[] = [];
  const ourRounds: LoadResult[] = [];
  for (let turn = 0; turn < TURNS; turn += 1) {
    const round = { ...options, seconds: TURN_SECONDS, warmupSeconds: turn === 0 ? options.warmupSeconds : Math.min(options.warmupSeconds, REWARM_SECONDS) };
    baseRounds.push(await runAnswerLoad(baseName, base, size, round));
    ourRounds.push(await runAnswerLoad(oursName, ours, size, round));
  }
  return { baseline: mergeRounds(baseName, baseRounds), result: mergeRounds(oursName, ourRounds) };
}

/**
 * Our server's rows beside its baseline's, at each batch size: the main pair, measured in turns
 * (also against the SQLite baseline's row of that size, when given), then the one-client pair. Returns the rows and
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
    const { baseline, result } = await measureInTurns(`${labels.baseline}, batch ${size}`, base, `${labels.ours}, batch ${size}`, ours, size, options);
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
