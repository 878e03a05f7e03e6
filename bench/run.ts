/**
 * `npm run bench`: starts the real server (own process, temporary SQLite database) and a plain
 * Hono + jose + better-sqlite3 baseline, measures both over loopback from this process, then
 * measures the answer path in Chromium, then the scale-out figures (bench/scale-out.ts; `-- --scale`
 * for those alone, `-- --no-scale` to skip them). Figures are for comparing changes on one machine, not
 * assertions. The answer loads (bench/answer-loads.ts) use the light node:http client after
 * WARMUP_SECONDS of the same load, for the baseline and ours alike: `-- --fetch` sends them with global fetch,
 * `-- --cold` measures from the first request, as the bench did before; `-- --answers-pg` adds the
 * same loads against our server on PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432), which the whole
 * bench does whenever PostgreSQL is reachable. The browser part starts with the first-load size of
 * the signed-out pages held to the 160 KiB budget (bench/first-load.ts).
 */
import type { AnswerLoadOptions, AnswerTarget } from './answer-loads';
import { againstBaseline, runAnswerLoad } from './answer-loads';
import { runAdminTableBench } from './admin-table';
import { runBrowserBench } from './browser-bench';
import { runFirstLoadBench } from './first-load';
import type { LoadResult } from './http-load';
import { runLoad } from './http-load';
import { runLoginFlood } from './login-flood';
import { runRecordsBench } from './records-search';
import { runScaleOutBench } from './scale-out';
import type { SpawnedServer } from './spawn-server';
import { spawnServer } from './spawn-server';
import type { TestDatabase } from '../sync-server/src/test/test-databases';
import { availablePostgresUrl, createPostgresTestDatabase } from '../sync-server/src/test/test-databases';
import { sessionCookieOf } from './session-cookie';

const CONNECTIONS = 50;
const SECONDS = 5;
/**
 * Unmeasured seconds of each answer load first, for every server alike: on two cores with the load
 * generator on the other one, the JIT's background compiles take our server about three seconds
 * to reach its steady rate (669, 814, 1,143, then 1,619 requests a second in its first seconds).
 */
const WARMUP_SECONDS = 5;

function postJson(url: string, cookie: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
}

async function logIn(url: string, email: string) {
  const login = await postJson(`${url}/api/auth/login`, '', { email, password: 'Career-Demo-2026' });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { userId } = (await login.json()) as { userId: string };
  return { userId, cookie: sessionCookieOf(login) };
}

/** Our server on a fresh PostgreSQL database (`--answers-pg`), or undefined when it is not reachable. */
async function startOnPostgres(): Promise<{ server: SpawnedServer<{ url: string }>; database: TestDatabase; postgresUrl: string } | undefined> {
  const postgresUrl = await availablePostgresUrl();
  if (!postgresUrl) {
    console.log('PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: the PostgreSQL answer figures were not measured.');
    return undefined;
  }
  const database = await createPostgresTestDatabase(postgresUrl);
  return { server: await spawnServer<{ url: string }>('bench/serve.ts', [database.url]), database, postgresUrl };
}

/** The raw Hono + jose + pg yardstick (bench/baseline-pg-server.ts) on a fresh database of its own. */
async function startPostgresBaseline(postgresUrl: string): Promise<{ server: SpawnedServer<{ url: string; cookie: string }>; database: TestDatabase }> {
  const database = await createPostgresTestDatabase(postgresUrl, { migrate: false });
  return { server: await spawnServer<{ url: string; cookie: string }>('bench/baseline-pg-server.ts', [database.url]), database };
}

if (process.argv.includes('--scale')) {
  await runScaleOutBench();
  process.exit(0);
}
if (process.argv.includes('--login')) {
  // Only the sign-in rows: the signed-in requests and the owners' logins during a login flood.
  const only = await spawnServer<{ url: string }>('bench/serve.ts');
  try {
    console.table(await runLoginFlood(only.info.url, (await logIn(only.info.url, 'premium@demo.example')).cookie));
  } finally {
    await only.stop();
  }
  process.exit(0);
}
const server = await spawnServer<{ url: string }>('bench/serve.ts');
const baseline = await spawnServer<{ url: string; cookie: string }>('bench/baseline-server.ts');
let onPostgres: Awaited<ReturnType<typeof startOnPostgres>> = undefined;
const onlyAnswers = process.argv.includes('--answers') || process.argv.includes('--answers-pg');
try {
  const { url } = server.info;
  const premium = await logIn(url, 'premium@demo.example');
  const free = await logIn(url, 'free@demo.example');
  const results = [];
  if (!onlyAnswers) {
    results.push(
      await runLoad({ name: 'GET /api/health', connections: CONNECTIONS, seconds: SECONDS, request: () => fetch(`${url}/api/health`) }),
      await runLoad({ name: 'GET /api/plans', connections: CONNECTIONS, seconds: SECONDS, request: () => fetch(`${url}/api/plans`) }),
      await runLoad({
        name: 'GET /api/users/current (session: JWT verify + user and plan reads)',
        connections: CONNECTIONS,
        seconds: SECONDS,
        request: () => fetch(`${url}/api/users/current`, { headers: { Cookie: premium.cookie } }),
      }),
      await runLoad({
        name: 'POST /api/auth/login (scrypt N=2^16, deliberately slow)',
        connections: 2,
        seconds: SECONDS,
        request: () => postJson(`${url}/api/auth/login`, '', { email: 'essential@demo.example', password: 'Career-Demo-2026' }),
      }),
      ...(await runLoginFlood(url, premium.cookie)),
    );
  }
  const answerOptions: AnswerLoadOptions = { fetch: process.argv.includes('--fetch'), warmupSeconds: process.argv.includes('--cold') ? 0 : WARMUP_SECONDS };
  const baselineTarget: AnswerTarget = { url: baseline.info.url, cookie: baseline.info.cookie, userId: 'bench-user' };
  const baselines = new Map<number, LoadResult>();
  for (const size of [10, 240]) {
    const base = await runAnswerLoad(`baseline: Hono + jose + better-sqlite3, batch ${size}`, baselineTarget, size, answerOptions);
    const ours = await runAnswerLoad(`POST /api/answers, batch ${size}`, { url, ...free }, size, answerOptions);
    results.push(base, againstBaseline(ours, base));
    baselines.set(size, base);
  }
  // Started after the SQLite pairs: its start-up, background jobs and PostgreSQL's own work must not weigh on them.
  // The whole bench reports PostgreSQL beside SQLite when it is reachable; `--answers` alone does not.
  onPostgres = process.argv.includes('--answers-pg') || !onlyAnswers ? await startOnPostgres() : undefined;
  const pgTarget: AnswerTarget | undefined = onPostgres && { url: onPostgres.server.info.url, ...(await logIn(onPostgres.server.info.url, 'free@demo.example')) };
  if (pgTarget && onPostgres) {
    // The raw Hono + jose + pg baseline, on a database of its own, measured right before the product at each size.
    const pgBaseline = await startPostgresBaseline(onPostgres.postgresUrl);
    try {
      for (const size of [10, 240]) {
        const base = await runAnswerLoad(`baseline: Hono + jose + pg, batch ${size}`, { url: pgBaseline.server.info.url, cookie: pgBaseline.server.info.cookie, userId: 'bench-user' }, size, answerOptions);
        const onPg = await runAnswerLoad(`POST /api/answers on PostgreSQL, batch ${size}`, pgTarget, size, answerOptions);
        results.push(base, againstBaseline(onPg, base, 'PostgreSQL baseline'), againstBaseline({ ...onPg, name: `POST /api/answers on PostgreSQL, batch ${size}` }, baselines.get(size) as LoadResult, 'SQLite baseline'));
      }
    } finally {
      await pgBaseline.server.stop();
      await pgBaseline.database.drop();
    }
  }
  // Stopped at once, so that its background jobs do not weigh on the browser figures.
  await onPostgres?.server.stop();
  await onPostgres?.database.drop();
  onPostgres = undefined;
  console.table(results);
  if (!process.argv.includes('--no-browser')) {
    console.table([...(await runFirstLoadBench(url)), ...(await runBrowserBench(url))]);
    if (!onlyAnswers) console.table(await runAdminTableBench());
  }
  if (!onlyAnswers) console.table(await runRecordsBench());
} finally {
  await Promise.all([server.stop(), baseline.stop(), onPostgres?.server.stop()]);
  await onPostgres?.database.drop();
}
if (!onlyAnswers && !process.argv.includes('--no-scale')) await runScaleOutBench();
