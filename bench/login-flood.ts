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
import { deviceCookieOf, sessionCookieOf } from './session-cookie';

const FLOOD = 200;
const SECONDS = 5;
const SIGNED_IN_CONNECTIONS = 10;
const PASSWORD = 'Lantern-Orchard-Quill-71';

const from = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
/** The one address of a flood from one machine, and the addresses of the people signing in meanwhile. */
const ATTACKER = '198.18.250.1';
const OWNERS = 5;
const owner = (i: number) => `198.19.0.${i + 1}`;

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** Registers the flood's target accounts, a few at a time (each costs one password hash). */
async function createAccounts(url: string, count = FLOOD, name = 'flood'): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${name}-${i}-${Date.now()}@bench.example`);
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(
      emails.slice(i, i + 4).map(async (email, j) => {
        const address = name === 'flood' ? from(i + j) : owner(i + j);
        const response = await post(`${url}/api/auth/register`, { firstName: 'Flood', lastName: 'Target', email, password: PASSWORD, password2: PASSWORD }, { 'X-Forwarded-For': address });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
      }),
    );
  }
  return emails;
}

/** The attacker: its own process (as it would be its own machine), so its loops do not slow the measuring client. */
async function attack(url: string, emails: string[], seconds: number, oneAddress: boolean): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    emails.map(async (email, i) => {
      while (performance.now() < deadline) {
        const response = await post(`${url}/api/auth/login`, { email, password: 'not-the-password' }, { 'X-Forwarded-For': oneAddress ? ATTACKER : from(i) }).catch(() => undefined);
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

function spawnAttacker(url: string, emails: string[], seconds: number, oneAddress = false): Promise<Record<number, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--attack', url, String(seconds), oneAddress ? 'one' : 'many'], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(JSON.stringify(emails));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Record<number, number>) : reject(new Error(`attacker exited with ${code}`))));
  });
}

/**
 * The owners' side of a flood: OWNERS people, each from an address of their own, sign in to their
 * accounts with the right password one after another while the flood runs. Every answer but 200
 * is a failure (a 429 or 503 would keep the owner out); the row gives the success rate and p99.
 */
async function ownersSignIn(url: string, emails: string[], seconds: number, name: string, devices: string[] = []): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const refusals: Record<number, number> = {};
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    emails.map(async (email, i) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const device = devices[i];
        const response = await post(`${url}/api/auth/login`, { email, password: PASSWORD }, { 'X-Forwarded-For': owner(i), ...(device ? { Cookie: device } : {}) }).catch(() => undefined);
        await response?.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response?.status !== 200) {
          failures += 1;
          const status = response?.status ?? 0;
          refusals[status] = (refusals[status] ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const succeeded = latencies.length - failures;
  return {
    name: `${name}: ${succeeded} of ${latencies.length} succeeded (${latencies.length ? Math.round((100 * succeeded) / latencies.length) : 0}%)${failures ? `, refused: ${Object.entries(refusals).map(([status, count]) => `${count}x${status}`).join(' ')}` : ''}`,
    requests: latencies.length,
    errors: failures,
    rps: Math.round(latencies.length / seconds),
    p50ms: at(0.5),
    p99ms: at(0.99),
  };
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
  const rows = [quiet, { ...busy, name: `${busy.name} (login answers: ${answers})` }];
  // The owners signing in meanwhile: first a flood from one address, then one from 200 (the
  // owners on a browser new to their account, then on one that has signed in to it before).
  const owners = await createAccounts(url, OWNERS, 'owner');
  const devices = await Promise.all(
    owners.map(async (email, i) => deviceCookieOf(await post(`${url}/api/auth/login`, { email, password: PASSWORD }, { 'X-Forwarded-For': owner(i) }))),
  );
  for (const [oneAddress, known] of [
    [true, false],
    [false, false],
    [false, true],
  ] as const) {
    const flood = spawnAttacker(url, emails, SECONDS + 1, oneAddress);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const shape = oneAddress ? 'from one address' : `from ${FLOOD} addresses`;
    const who = known ? `${OWNERS} known devices (other addresses)` : `${OWNERS} other addresses`;
    const signIns = await ownersSignIn(url, owners, SECONDS, `right logins from ${who}, ${FLOOD} parallel wrong logins ${shape}`, known ? devices : []);
    const floodAnswers = Object.entries(await flood)
      .map(([status, count]) => `${count}x${status}`)
      .join(' ');
    rows.push({ ...signIns, name: `${signIns.name} (flood answers: ${floodAnswers})` });
  }
  return rows;
}

if (process.argv[2] === '--attack') {
  const [, , , url, seconds, addresses] = process.argv;
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  process.stdout.write(JSON.stringify(await attack(url ?? '', JSON.parse(input) as string[], Number(seconds), addresses === 'one')));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/login-flood.ts <server url>');
  const login = await post(`${url}/api/auth/login`, { email: 'premium@demo.example', password: 'Career-Demo-2026' });
  const cookie = sessionCookieOf(login);
  console.table(await runLoginFlood(url, cookie));
}
