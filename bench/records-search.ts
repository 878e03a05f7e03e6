/**
 * GET /api/records/get-records latency, one request at a time (what a counselor waits for), over
 * the seeded O*NET records and over 100,000 more synthetic ones, on SQLite and on PostgreSQL when
 * it answers. Runs alone (`tsx bench/records-search.ts`, or `tsx bench/run.ts --records`) or from `npm run bench`.
 */
import { EDUCATION_LEVELS, HOLLAND_THEMES, MBTI_2_CODES } from '../sync-server/src/modules/records/contract/record-dto';
import { STABILITY_RETESTS } from '../scoring/src/careers/career-fit-types';
import { postgresAnswers } from './postgres-answers';
import { spawnServer } from './spawn-server';

const REQUESTS = 300;
const WARM_UP = 20;

/** A varied set of searches: one to five filters, interests always among them. */
function searchQuery(index: number): string {
  const query = new URLSearchParams({ SII_1: HOLLAND_THEMES[index % 6] as string });
  if (index % 2) query.set('SII_2', HOLLAND_THEMES[(index + 1) % 6] as string);
  if (index % 3 === 0) query.set('salary', index % 2 ? '2' : '1');
  if (index % 4 === 0) query.set('MBTI_2', MBTI_2_CODES[index % 4] as string);
  if (index % 5 === 0) query.set('min_edu', EDUCATION_LEVELS[index % 12] as string);
  return query.toString();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function adminCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.example', password: 'Career-Demo-2026' }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

async function ideasPage(url: string, cookie: string, userId: string, query: URLSearchParams): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/users/${userId}/career-ideas?${query.toString()}`, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { total: number; items: Array<{ band?: string; stability?: number }> };
  const ms = performance.now() - started;
  if (!response.ok || !body.items.length || typeof body.items[0]?.band !== 'string' || typeof body.items[0]?.stability !== 'number') {
    throw new Error(`career-ideas answered ${response.status} with ${body.items?.length} items`);
  }
  return { ms, total: body.total };
}

/**
 * The career ideas of the complete demo client by score: pages 1-10, all Job Zones or one, as a
 * counselor browses them. First the six selections' first requests, cold: each ranks the records
 * and runs the stability's retests, then holds them (client-ranking.ts); then 20 warm-up requests
 * and 300 measured ones, which find them held.
 */
async function measureIdeas(url: string, cookie: string, dialect: string, extra: number) {
  const found = (await (await fetch(`${url}/api/users/search/${encodeURIComponent('complete@demo.example')}`, { headers: { Cookie: cookie } })).json()) as Array<{ _id: string; email: string }>;
  const userId = found.find((user) => user.email === 'complete@demo.example')?._id;
  if (!userId) throw new Error('no complete demo client');
  const records = `${dialect}, ${extra ? `seed + ${extra.toLocaleString('en-US')} synthetic` : 'O*NET seed'}`;
  const cold: number[] = [];
  for (const jobZone of ['', '1', '2', '3', '4', '5']) {
    const query = new URLSearchParams({ page: '1', pageSize: '20' });
    if (jobZone) query.set('jobZone', jobZone);
    cold.push((await ideasPage(url, cookie, userId, query)).ms);
  }
  const times: number[] = [];
  let total = 0;
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    // Pages 1-10 of all ideas, or the first page of one Job Zone (the seed's Job Zone 1 has only a few dozen).
    const query = new URLSearchParams({ page: index % 3 === 0 ? '1' : String(1 + (index % 10)), pageSize: '20' });
    if (index % 3 === 0) query.set('jobZone', String(1 + (index % 5)));
    const page = await ideasPage(url, cookie, userId, query);
    if (index >= WARM_UP) times.push(page.ms);
    total = Math.max(total, page.total);
  }
  times.sort((a, b) => a - b);
  cold.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  return [
    {
      measure: `GET /api/users/{id}/career-ideas (by score, ${total.toLocaleString('en-US')} records), ${records}${extra ? ` (goal p95 < 50 ms: ${p95 < 50 ? 'met' : 'NOT met'})` : ''}`,
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p95Ms: Number(p95.toFixed(1)),
      maxMs: Number(times.at(-1)?.toFixed(1)),
    },
    {
      measure: `  the same, first request of each of the 6 selections (ranking + ${STABILITY_RETESTS} stability retests, cold), ${records}`,
      p50Ms: Number(percentile(cold, 50).toFixed(1)),
      p95Ms: Number(percentile(cold, 95).toFixed(1)),
      maxMs: Number(cold.at(-1)?.toFixed(1)),
    },
  ];
}

async function measure(dialect: 'sqlite' | 'postgres', extra: number) {
  const server = await spawnServer<{ url: string }>('bench/records-serve.ts', [dialect, String(extra)]);
  try {
    const { url } = server.info;
    const cookie = await adminCookie(url);
    const times: number[] = [];
    let records = 0;
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const started = performance.now();
      const response = await fetch(`${url}/api/records/get-records?${searchQuery(index)}`, { headers: { Cookie: cookie } });
      const body = (await response.json()) as { exactTotal: number; suggestion: unknown[] };
      if (!response.ok) throw new Error(`get-records answered ${response.status}`);
      if (index >= WARM_UP) times.push(performance.now() - started);
      records = Math.max(records, body.exactTotal);
    }
    times.sort((a, b) => a - b);
    const search = {
      measure: `GET /api/records/get-records, ${dialect}, ${extra ? `seed + ${extra.toLocaleString('en-US')} synthetic` : 'O*NET seed (923)'}`,
      p50Ms: Number(percentile(times, 50).toFixed(1)),
      p95Ms: Number(percentile(times, 95).toFixed(1)),
      maxMs: Number(times.at(-1)?.toFixed(1)),
    };
    return [search, ...(await measureIdeas(url, cookie, dialect, extra))];
  } finally {
    server.stop();
  }
}

export async function runRecordsBench() {
  const dialects: ('sqlite' | 'postgres')[] = (await postgresAnswers()) ? ['sqlite', 'postgres'] : ['sqlite'];
  const results = [];
  for (const dialect of dialects) for (const extra of [0, 100_000]) results.push(...(await measure(dialect, extra)));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await runRecordsBench());
