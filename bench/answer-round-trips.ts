/**
 * Where a POST /api/answers spends its database work on PostgreSQL (issue 32): the statements one
 * batch sends, in order, with how long each waited for its answer, for the first batch of an
 * assessment and for a later one. Runs the real app in this process on a fresh PostgreSQL database
 * and counts at the pg driver (every Client.query the pool's clients make).
 * Usage: tsx bench/answer-round-trips.ts [batch size, default 10]
 */
import pg from 'pg';
import { neoBatch } from './answer-batches';
import { createTestApp, DEMO } from '../sync-server/src/test/test-app';
import { availablePostgresUrl, createPostgresTestDatabase } from '../sync-server/src/test/test-databases';

const size = Number(process.argv[2] ?? 10);
const postgresUrl = await availablePostgresUrl();
if (!postgresUrl) throw new Error('PostgreSQL is not reachable at TEST_DATABASE_URL or 127.0.0.1:5432');

interface Seen {
  sql: string;
  ms: number;
}
let recording: Seen[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
// Wraps the driver's query: the text (first words) and the time until its answer.
pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; name?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? `(prepared ${first?.name ?? '?'})`);
  const started = performance.now();
  const result = query.apply(this, args);
  const list = recording;
  if (list && result && typeof (result as Promise<unknown>).then === 'function') {
    void (result as Promise<unknown>).then(
      () => list.push({ sql: text.replace(/\s+/g, ' ').slice(0, 110), ms: performance.now() - started }),
      () => list.push({ sql: `FAILED ${text.slice(0, 100)}`, ms: performance.now() - started }),
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

const database = await createPostgresTestDatabase(postgresUrl);
const t = await createTestApp({ database });
try {
  const client = t.client();
  const login = await client.login(DEMO.free);
  const { userId } = (await login.json()) as { userId: string };
  for (const label of ['first batch of the NEO', 'a later batch']) {
    recording = [];
    const started = performance.now();
    const response = await client.post('/api/answers', neoBatch(userId, size));
    const total = performance.now() - started;
    const seen = recording;
    recording = null;
    if (response.status !== 200) throw new Error(`POST /api/answers answered ${response.status}`);
    const waited = seen.reduce((sum, entry) => sum + entry.ms, 0);
    console.log(`\n${label}, batch ${size}: ${seen.length} statements, ${waited.toFixed(1)} ms waiting on PostgreSQL of ${total.toFixed(1)} ms in all`);
    console.table(seen.map((entry) => ({ ms: Number(entry.ms.toFixed(2)), sql: entry.sql })));
  }
} finally {
  await t.close();
  await database.drop();
}
