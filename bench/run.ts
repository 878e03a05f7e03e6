/**
 * `npm run bench`: starts the real server (own process, temporary SQLite database) and a plain
 * Hono + jose + better-sqlite3 baseline, measures both over loopback from this process, then
 * measures the answer path in Chromium, then the scale-out figures (bench/scale-out.ts; `-- --scale`
 * for those alone, `-- --no-scale` to skip them; `-- --records` for the career records rows alone, `-- --brief`
 * for the counselor's brief alone).
 * Figures are for comparing changes on one machine, not assertions. The answer loads (bench/answer-loads.ts) use the light node:http client after
 * WARMUP_SECONDS of the same load, for the baseline and ours alike: `-- --fetch` sends them with global fetch,
 * `-- --cold` measures from the first request, as the bench did before; `-- --answers-pg` adds the
 * same loads against our server on PostgreSQL (TEST_DATABASE_URL or 127.0.0.1:5432), which the whole
 * bench does whenever PostgreSQL is reachable. The browser part starts with the first-load size of
 * the signed-out pages held to the 160 KiB budget (bench/first-load.ts).
 */
import type { AnswerLoadOptions } from './answer-loads';
import { runPostgresAnswerRows, runSqliteAnswerRows } from './answer-bench';
import { runAdminTableBench } from './admin-table';
import { runBrowserBench } from './browser-bench';
import { runFirstLoadBench } from './first-load';
import { runLoad } from './http-load';
import { runLoginFlood } from './login-flood';
import { runRecordsBench } from './records-search';
import { runBriefBench } from './client-brief';
import { runScaleOutBench } from './scale-out';
import { spawnServer } from './spawn-server';
import { createSqliteTestDatabase } from '../sync-server/src/test/test-databases';
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

if (process.argv.includes('--scale')) {
  await runScaleOutBench();
  process.exit(0);
}
if (process.argv.includes('--records')) {
  // Only the career records rows: the search and the career ideas, on SQLite and PostgreSQL (bench/records-search.ts).
  console.table(await runRecordsBench());
  process.exit(0);
}
if (process.argv.includes('--brief')) {
  // Only the counselor's brief of the complete client, on SQLite and PostgreSQL (bench/client-brief.ts).
  console.table(await runBriefBench());
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
// Our server on a SQLite database the bench holds too: its answer loads need clients made in it.
const sqlite = await createSqliteTestDatabase();
const server = await spawnServer<{ url: string }>('bench/serve.ts', [sqlite.url]);
const onlyAnswers = process.argv.includes('--answers') || process.argv.includes('--answers-pg');
try {
  const { url } = server.info;
  const premium = await logIn(url, 'premium@demo.example');
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
  const sqliteRows = await runSqliteAnswerRows(server, sqlite, answerOptions);
  results.push(...sqliteRows.rows);
  // The whole bench reports PostgreSQL beside SQLite when it is reachable; `--answers` alone does not.
  if (process.argv.includes('--answers-pg') || !onlyAnswers) results.push(...(await runPostgresAnswerRows(answerOptions, sqliteRows.baselines)));
  console.table(results);
  if (!process.argv.includes('--no-browser')) {
    console.table([...(await runFirstLoadBench(url)), ...(await runBrowserBench(url))]);
    if (!onlyAnswers) console.table(await runAdminTableBench());
  }
  if (!onlyAnswers) console.table(await runRecordsBench());
  if (!onlyAnswers) console.table(await runBriefBench());
} finally {
  await server.stop();
  await sqlite.drop();
}
if (!onlyAnswers && !process.argv.includes('--no-scale')) await runScaleOutBench();
