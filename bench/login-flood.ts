/**
 * Signed-in requests during a login flood: p99 of GET /api/users/current while FLOOD workers send
 * wrong-password logins in parallel (each for its own account, from its own address through the
 * bench server's trusted proxy hop, as a distributed attack would), next to the same figure with
 * no flood. Run standalone against any server: `tsx bench/login-flood.ts http://127.0.0.1:PORT`
 * (the server must trust one proxy hop: TRUST_PROXY=1).
 */
import type { LoadResult } from './http-load';
import { runLoad } from './http-load';

const FLOOD = 200;
const SECONDS = 5;
const SIGNED_IN_CONNECTIONS = 10;
const PASSWORD = 'Lantern-Orchard-Quill-71';

const from = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Registers the flood's target accounts, a few at a time (each costs one password hash). */
async function createAccounts(url: string): Promise<string[]> {
  const emails = Array.from({ length: FLOOD }, (_, i) => `flood-${i}-${Date.now()}@bench.example`);
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(
      emails.slice(i, i + 4).map(async (email, j) => {
        const response = await post(`${url}/api/auth/register`, { firstName: 'Flood', lastName: 'Target', email, password: PASSWORD, password2: PASSWORD }, { 'X-Forwarded-For': from(i + j) });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
      }),
    );
  }
  return emails;
}

export async function runLoginFlood(url: string, cookie: string): Promise<LoadResult[]> {
  const emails = await createAccounts(url);
  const current = (name: string) =>
    runLoad({ name, connections: SIGNED_IN_CONNECTIONS, seconds: SECONDS, request: () => fetch(`${url}/api/users/current`, { headers: { Cookie: cookie } }) });
  const quiet = await current('GET /api/users/current, no login flood');
  let stop = false;
  const statuses = new Map<number, number>();
  const flood = Promise.all(
    emails.map(async (email, i) => {
      while (!stop) {
        const response = await post(`${url}/api/auth/login`, { email, password: 'not-the-password' }, { 'X-Forwarded-For': from(i) }).catch(() => undefined);
        await response?.arrayBuffer();
        statuses.set(response?.status ?? 0, (statuses.get(response?.status ?? 0) ?? 0) + 1);
      }
    }),
  );
  const busy = await current(`GET /api/users/current, ${FLOOD} parallel wrong-password logins`);
  stop = true;
  await flood;
  const answers = [...statuses].map(([status, count]) => `${count}x${status}`).join(' ');
  return [quiet, { ...busy, name: `${busy.name} (login answers: ${answers})` }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/login-flood.ts <server url>');
  const login = await post(`${url}/api/auth/login`, { email: 'premium@demo.example', password: 'Career-Demo-2026' });
  const cookie = login.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  console.table(await runLoginFlood(url, cookie));
}
