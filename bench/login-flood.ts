/**
 * Signed-in requests during a login flood: p99 of GET /api/users/current while FLOOD workers in
 * another process send wrong-password logins in parallel (each for its own account, from its own
 * address through the bench server's trusted proxy hop, as a distributed attack would), next to
 * the same figure with no flood. Run standalone against any server: `tsx bench/login-flood.ts http://127.0.0.1:PORT`
 * (the server must trust one proxy hop: TRUST_PROXY=1).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/** The attacker: its own process (as it would be its own machine), so its loops do not slow the measuring client. */
async function attack(url: string, emails: string[], seconds: number): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    emails.map(async (email, i) => {
      while (performance.now() < deadline) {
        const response = await post(`${url}/api/auth/login`, { email, password: 'not-the-password' }, { 'X-Forwarded-For': from(i) }).catch(() => undefined);
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

function spawnAttacker(url: string, emails: string[], seconds: number): Promise<Record<number, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--attack', url, String(seconds)], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(emails));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Record<number, number>) : reject(new Error(`attacker exited with ${code}`))));
  });
}

export async function runLoginFlood(url: string, cookie: string): Promise<LoadResult[]> {
  const emails = await createAccounts(url);
  const current = (name: string) =>
    runLoad({ name, connections: SIGNED_IN_CONNECTIONS, seconds: SECONDS, request: () => fetch(`${url}/api/users/current`, { headers: { Cookie: cookie } }) });
  const quiet = await current('GET /api/users/current, no login flood');
  const attacker = spawnAttacker(url, emails, SECONDS + 1);
  // Let the flood reach full strength (its 200 logins in flight) before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const busy = await current(`GET /api/users/current, ${FLOOD} parallel wrong-password logins`);
  const answers = Object.entries(await attacker)
    .map(([status, count]) => `${count}x${status}`)
    .join(' ');
  return [quiet, { ...busy, name: `${busy.name} (login answers: ${answers})` }];
}

if (process.argv[2] === '--attack') {
  const [, , , url, seconds] = process.argv;
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  process.stdout.write(JSON.stringify(await attack(url ?? '', JSON.parse(input) as string[], Number(seconds))));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/login-flood.ts <server url>');
  const login = await post(`${url}/api/auth/login`, { email: 'premium@demo.example', password: 'Career-Demo-2026' });
  const cookie = login.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  console.table(await runLoginFlood(url, cookie));
}
