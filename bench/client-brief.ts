/**
 * GET /api/users/{id}/brief latency for the complete demo client, one request at a time (what a
 * counselor waits for), on SQLite and on PostgreSQL when it answers. The client first gets what a
 * brief shows beyond the results: five career ideas shared with one marked, and four notes (the
 * brief shows three). Goal (issue 45): p95 under 100 ms on both. Runs alone (`tsx
 * bench/client-brief.ts`, or `tsx bench/run.ts --brief`) or from `npm run bench`.
 */
import { spawnServer } from './spawn-server';
import { postgresAnswers } from './postgres-answers';

const REQUESTS = 300;
const WARM_UP = 20;
const GOAL_P95_MS = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function signIn(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Career-Demo-2026' }) });
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status}`);
  return login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

async function call(url: string, cookie: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, { method, headers: { Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

async function measure(dialect: 'sqlite' | 'postgres') {
  const server = await spawnServer<{ url: string }>('bench/records-serve.ts', [dialect, '0']);
  try {
    const { url } = server.info;
    const admin = await signIn(url, 'admin@demo.example');
    const found = (await call(url, admin, 'GET', `/api/users/search/${encodeURIComponent('complete@demo.example')}`)) as Array<{ _id: string; email: string }>;
    const userId = found.find((user) => user.email === 'complete@demo.example')?._id;
    if (!userId) throw new Error('no complete demo client');
    const ideas = (await call(url, admin, 'GET', `/api/users/${userId}/career-ideas?pageSize=5`)) as { items: Array<{ _id: string }> };
    await call(url, admin, 'PUT', `/api/users/${userId}/shortlist`, { summary: 'Five to look at.', items: ideas.items.map((idea) => ({ recordId: idea._id, note: 'Worth a conversation.' })) });
    const client = await signIn(url, 'complete@demo.example');
    await call(url, client, 'PUT', '/api/users/current/shortlist/marks', { marks: [{ recordId: ideas.items[0]!._id, mark: 'interested', stamp: Date.now() }] });
    for (let note = 1; note <= 4; note += 1) await call(url, admin, 'POST', `/api/users/${userId}/notes`, { text: `Session note ${note}: ${'what was said and what comes next. '.repeat(8)}` });

    const times: number[] = [];
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const started = performance.now();
      const brief = (await call(url, admin, 'GET', `/api/users/${userId}/brief`)) as { interests: unknown; personality: unknown; shortlist: unknown; notes: unknown[] };
      const ms = performance.now() - started;
      if (!brief.interests || !brief.personality || !brief.shortlist || brief.notes.length !== 3) throw new Error('the brief lacks a part the complete client has');
      if (index >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    return {
      measure: `GET /api/users/{id}/brief, complete client, ${dialect} (goal p95 < ${GOAL_P95_MS} ms: ${p95 < GOAL_P95_MS ? 'met' : 'NOT met'})`,
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      maxMs: Number(times.at(-1)?.toFixed(1)),
    };
  } finally {
    await server.stop();
  }
}

export async function runBriefBench() {
  const dialects: ('sqlite' | 'postgres')[] = (await postgresAnswers()) ? ['sqlite', 'postgres'] : ['sqlite'];
  const results = [];
  for (const dialect of dialects) results.push(await measure(dialect));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await runBriefBench());
