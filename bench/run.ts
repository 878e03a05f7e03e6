/**
 * `npm run bench`: starts the real server (own process, temporary SQLite database) and a plain
 * Hono + jose + better-sqlite3 baseline, measures both over loopback from this process, then
 * measures the answer path in Chromium, then the scale-out figures (bench/scale-out.ts; `-- --scale`
 * for those alone, `-- --no-scale` to skip them). Figures are for comparing changes on one machine, not
 * assertions.
 */
import { neoBatch } from './answer-batches';
import { runAdminTableBench } from './admin-table';
import { runBrowserBench } from './browser-bench';
import { runLoad } from './http-load';
import { runLoginFlood } from './login-flood';
import { runRecordsBench } from './records-search';
import { runScaleOutBench } from './scale-out';
import { spawnServer } from './spawn-server';

const CONNECTIONS = 50;
const SECONDS = 5;

function postJson(url: string, cookie: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
}

async function logIn(url: string, email: string) {
  const login = await postJson(`${url}/api/auth/login`, '', { email, password: 'Career-Demo-2026' });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const { userId } = (await login.json()) as { userId: string };
  return { userId, cookie: login.headers.get('Set-Cookie')?.split(';')[0] ?? '' };
}

if (process.argv.includes('--scale')) {
  await runScaleOutBench();
  process.exit(0);
}
const server = await spawnServer<{ url: string }>('bench/serve.ts');
const baseline = await spawnServer<{ url: string; cookie: string }>('bench/baseline-server.ts');
const onlyAnswers = process.argv.includes('--answers');
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
  for (const size of [10, 240]) {
    const base = await runLoad({
      name: `baseline: Hono + jose + better-sqlite3, batch ${size}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      request: () => postJson(`${baseline.info.url}/api/answers`, baseline.info.cookie, neoBatch('bench-user', size)),
    });
    const ours = await runLoad({
      name: `POST /api/answers, batch ${size}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      request: () => postJson(`${url}/api/answers`, free.cookie, neoBatch(free.userId, size)),
    });
    results.push(base, { ...ours, name: `${ours.name} (${Math.round((100 * ours.rps) / Math.max(1, base.rps))}% of baseline)` });
  }
  console.table(results);
  if (!process.argv.includes('--no-browser')) {
    console.table(await runBrowserBench(url));
    if (!onlyAnswers) console.table(await runAdminTableBench());
  }
  if (!onlyAnswers) console.table(await runRecordsBench());
} finally {
  server.stop();
  baseline.stop();
}
if (!onlyAnswers && !process.argv.includes('--no-scale')) await runScaleOutBench();
