/**
 * Signed-in requests during a login flood: p99 of GET /api/users/current while FLOOD workers in
 * another process send wrong-password logins in parallel (each for its own account, from its own
 * address through the bench server's trusted proxy hop, as a distributed attack would), next to
 * the same figure with no flood. Run standalone against any server: `tsx bench/login-flood.ts http://127.0.0.1:PORT`
 * (the server must trust one proxy hop: TRUST_PROXY=1).
 *
 * When the server asks a proof of work (428, auth/proof-of-work.ts), the attacker solves it as a
 * determined one would, natively (PBKDF2 in node:crypto, as fast as the browser's WebCrypto), and
 * so do the owners and the people signing up. The attacker's process runs at the lowest priority
 * (nice 19): on one 2-core machine its solving would otherwise take the server's own cores, which
 * a real attacker's machines do not; it still gets every cycle the server leaves idle.
 *
 * The people's rows time each proof twice. As solved here, the five people's proofs run at once
 * on the same two cores as the server's hashing and the attacker; in life each person solves on
 * their own laptop, beside nobody's server. So each row's p50 and p99 count a proof's solving as
 * this machine solves one alone, with nothing else running (calibrated before the flood: the same
 * solvers on a local challenge), scaled by the counter the proof needed; everything else in the
 * attempt (the requests, the server's queue and hashing under the flood) is measured as it
 * happened. The columns "p50 solved here" and "p99 solved here" keep the times with the solving
 * as it went on the shared cores (docs/benchmarks.md).
 */
import { spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createChallenge, solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { POW_ALGORITHM, POW_BASE_COUNTER, POW_COST } from '../sync-server/src/auth/proof-of-work';
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

/** Proofs solved and the time spent solving them, per process (printed with the rows). */
const solving = { proofs: 0, ms: 0 };

/** What one attempt spent on proofs: the time solving here, and the counters the proofs needed. */
interface Spent {
  solveMs: number;
  /** Each proof's counter (its solver tried about counter / solvers of them). */
  counters: number[];
}

/**
 * Solves as the PWA does (pwa/src/features/auth/proof-of-work.ts): the counters split between
 * `workers` interleaved solvers (the PWA's one per core, at most 4), the first to find it wins.
 */
async function solve(challenge: Challenge, workers: number, until?: AbortSignal) {
  const controller = new AbortController();
  until?.addEventListener('abort', () => controller.abort(), { once: true });
  const found = await Promise.all(
    Array.from({ length: workers }, async (_, start) => {
      const solution = await solveChallenge({ challenge, deriveKey, controller, counterStart: start, counterStep: workers });
      if (solution) controller.abort();
      return solution;
    }),
  );
  return found.find((solution) => solution) ?? null;
}

/** People's proofs are split like the PWA's (one solver per core, at most 4); the attacker's connections each solve their own. */
const PERSON_SOLVERS = Math.min(4, availableParallelism());

/**
 * How long this machine takes, alone, to solve a proof as the people do: milliseconds per counter,
 * on a challenge of the server's algorithm and cost at level 1's mean counter.
 */
async function calibrateSolving(): Promise<number> {
  const counter = 1.5 * POW_BASE_COUNTER;
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const challenge = await createChallenge({
      algorithm: POW_ALGORITHM,
      cost: POW_COST,
      counter,
      deriveKey,
      hmacSignatureSecret: 'bench-calibration',
      hmacKeySignatureSecret: 'bench-calibration-key',
    });
    const started = performance.now();
    if (!(await solve(challenge, PERSON_SOLVERS))) throw new Error('calibration proof not found');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return (times[1] ?? 0) / counter;
}

/** A challenge from the server, solved: the `proof` the request is sent again with. */
async function proofFrom(url: string, headers: Record<string, string>, workers: number, until?: AbortSignal, spent?: Spent): Promise<string | undefined> {
  const answer = await fetch(`${url}/api/auth/challenge`, { headers }).catch(() => undefined);
  if (answer?.status !== 200) {
    await answer?.arrayBuffer();
    return undefined;
  }
  const { challenge } = (await answer.json()) as { challenge: Challenge };
  const started = performance.now();
  const solution = await solve(challenge, workers, until);
  if (!solution) return undefined;
  const ms = performance.now() - started;
  solving.proofs += 1;
  solving.ms += ms;
  if (spent) {
    spent.solveMs += ms;
    spent.counters.push(solution.counter);
  }
  return solution ? Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') : undefined;
}

/** A sign-in or sign-up as the PWA sends it: again with a solved proof when the server answers 428. */
async function postWithProof(url: string, path: string, body: Record<string, unknown>, headers: Record<string, string>, workers = PERSON_SOLVERS, until?: AbortSignal, spent?: Spent): Promise<Response | undefined> {
  const first = await post(`${url}${path}`, body, headers).catch(() => undefined);
  if (first?.status !== 428) return first;
  await first.arrayBuffer();
  const proof = await proofFrom(url, headers, workers, until, spent);
  // No challenge to be had (the address's challenges used up): the 428 stands.
  if (!proof) return new Response(null, { status: first.status });
  return post(`${url}${path}`, { ...body, proof }, headers).catch(() => undefined);
}

/** Registers the flood's target accounts, a few at a time (each costs one password hash). */
async function createAccounts(url: string, count = FLOOD, name = 'flood'): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${name}-${i}-${Date.now()}@bench.example`);
  for (let i = 0; i < emails.length; i += 4) {
    await Promise.all(
      emails.slice(i, i + 4).map(async (email, j) => {
        const address = name === 'flood' ? from(i + j) : owner(i + j);
        // After a flood the server may still ask a proof of unknown browsers (held two minutes).
        const response = await postWithProof(url, '/api/auth/register', { firstName: 'Flood', lastName: 'Target', email, password: PASSWORD, password2: PASSWORD }, { 'X-Forwarded-For': address });
        await response?.arrayBuffer();
        if (response?.status !== 201) throw new Error(`register failed: ${response?.status}`);
      }),
    );
  }
  return emails;
}

/** The attacker: its own process (as it would be its own machine), so its loops do not slow the measuring client. */
async function attack(url: string, emails: string[], seconds: number, oneAddress: boolean, unknownEmails: boolean): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + seconds * 1000;
  // Solving ends with the flood: nothing left running to slow the next measurement.
  const until = AbortSignal.timeout(seconds * 1000);
  // One listener per connection's solve.
  setMaxListeners(emails.length * 2, until);
  let sent = 0;
  await Promise.all(
    emails.map(async (email, i) => {
      while (performance.now() < deadline) {
        const target = unknownEmails ? `nobody-${i}-${(sent += 1)}@bench.example` : email;
        const response = await postWithProof(url, '/api/auth/login', { email: target, password: 'not-the-password' }, { 'X-Forwarded-For': oneAddress ? ATTACKER : from(i) }, 1, until);
        await response?.arrayBuffer();
        const status = response?.status ?? 0;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  if (solving.proofs) statuses[`proofs solved (mean ${Math.round(solving.ms / solving.proofs)} ms)`] = solving.proofs;
  return statuses;
}

interface FloodShape {
  oneAddress?: boolean;
  /** Each login for an e-mail no account has (a new one each time), instead of the flood's own accounts. */
  unknownEmails?: boolean;
}

function spawnAttacker(url: string, emails: string[], seconds: number, shape: FloodShape = {}): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--attack', url, String(seconds), shape.oneAddress ? 'one' : 'many', shape.unknownEmails ? 'unknown' : 'accounts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  if (child.pid) setPriority(child.pid, 19);
  child.stdin.end(JSON.stringify(emails));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(output) as Record<string, number>) : reject(new Error(`attacker exited with ${code}`))));
  });
}

const answersOf = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count}x${status}`)
    .join(' ');

/**
 * The owners' side of a flood: OWNERS people, each from an address of their own, sign in to their
 * accounts with the right password one after another while the flood runs. Every answer but 200
 * is a failure (a 429 or 503 would keep the owner out); the row gives the success rate and p99.
 */
async function ownersSignIn(url: string, emails: string[], seconds: number, name: string, msPerCounter: number, devices: string[] = []): Promise<LoadResult> {
  return measureAttempts(emails, seconds, name, msPerCounter, (email, i, spent) => {
    const device = devices[i];
    return postWithProof(url, '/api/auth/login', { email, password: PASSWORD }, { 'X-Forwarded-For': owner(i), ...(device ? { Cookie: device } : {}) }, PERSON_SOLVERS, undefined, spent);
  });
}

/**
 * People signing up during a flood: OWNERS of them, each from an address of their own, one
 * account after another (a new e-mail each time), solving a proof when asked. Every answer but 201
 * is a failure.
 */
async function signUps(url: string, seconds: number, name: string, msPerCounter: number): Promise<LoadResult> {
  let made = 0;
  const people = Array.from({ length: OWNERS }, (_, i) => `signup-${i}`);
  return measureAttempts(
    people,
    seconds,
    name,
    msPerCounter,
    (person, i, spent) => {
      const email = `${person}-${(made += 1)}-${Date.now()}@bench.example`;
      return postWithProof(url, '/api/auth/register', { firstName: 'New', lastName: 'Client', email, password: PASSWORD, password2: PASSWORD }, { 'X-Forwarded-For': owner(i + OWNERS) }, PERSON_SOLVERS, undefined, spent);
    },
    201,
  );
}

/**
 * Each of `people` makes one attempt after another until `seconds` pass; every answer but `ok` is a
 * failure. Latencies count each proof's solving as on the person's own laptop (`msPerCounter`,
 * calibrated alone); the "solved here" columns count it as it went on the shared cores.
 */
async function measureAttempts(
  people: string[],
  seconds: number,
  name: string,
  msPerCounter: number,
  attempt: (person: string, i: number, spent: Spent) => Promise<Response | undefined>,
  ok = 200,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const solvedHere: number[] = [];
  let failures = 0;
  const refusals: Record<number, number> = {};
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    people.map(async (person, i) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const spent: Spent = { solveMs: 0, counters: [] };
        const response = await attempt(person, i, spent);
        await response?.arrayBuffer();
        const elapsed = performance.now() - started;
        const onLaptop = spent.counters.reduce((ms, counter) => ms + counter * msPerCounter, 0);
        solvedHere.push(elapsed);
        latencies.push(elapsed - spent.solveMs + onLaptop);
        if (response?.status !== ok) {
          failures += 1;
          const status = response?.status ?? 0;
          refusals[status] = (refusals[status] ?? 0) + 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  solvedHere.sort((a, b) => a - b);
  const quantile = (sorted: number[], q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const at = (q: number) => quantile(latencies, q);
  const succeeded = latencies.length - failures;
  return {
    name: `${name}: ${succeeded} of ${latencies.length} succeeded (${latencies.length ? Math.round((100 * succeeded) / latencies.length) : 0}%)${failures ? `, refused: ${Object.entries(refusals).map(([status, count]) => `${count}x${status}`).join(' ')}` : ''}`,
    requests: latencies.length,
    errors: failures,
    rps: Math.round(latencies.length / seconds),
    p50ms: at(0.5),
    p99ms: at(0.99),
    'p50 solved here': quantile(solvedHere, 0.5),
    'p99 solved here': quantile(solvedHere, 0.99),
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
  const rows = [quiet, { ...busy, name: `${busy.name} (login answers: ${answersOf(await attacker)})` }];
  // The owners signing in meanwhile: first a flood from one address, then one from 200 (the
  // owners on a browser new to their account, then on one that has signed in to it before), then
  // one from 200 addresses at e-mails no account has; and people signing up during a flood.
  const owners = await createAccounts(url, OWNERS, 'owner');
  // Before the flood, with nothing else running: how long a proof takes a person's machine alone.
  const msPerCounter = await calibrateSolving();
  const devices = await Promise.all(
    owners.map(async (email, i) => {
      const response = await postWithProof(url, '/api/auth/login', { email, password: PASSWORD }, { 'X-Forwarded-For': owner(i) });
      if (response?.status !== 200) throw new Error(`owner login failed: ${response?.status}`);
      return deviceCookieOf(response);
    }),
  );
  const runs: Array<{ shape: FloodShape; measure: (name: string) => Promise<LoadResult>; who: string }> = [
    { shape: { oneAddress: true }, who: `right logins from ${OWNERS} other addresses`, measure: (name) => ownersSignIn(url, owners, SECONDS, name, msPerCounter) },
    { shape: {}, who: `right logins from ${OWNERS} other addresses`, measure: (name) => ownersSignIn(url, owners, SECONDS, name, msPerCounter) },
    { shape: {}, who: `right logins from ${OWNERS} known devices (other addresses)`, measure: (name) => ownersSignIn(url, owners, SECONDS, name, msPerCounter, devices) },
    { shape: { unknownEmails: true }, who: `right logins from ${OWNERS} new browsers (other addresses)`, measure: (name) => ownersSignIn(url, owners, SECONDS, name, msPerCounter) },
    { shape: {}, who: `sign-ups from ${OWNERS} other addresses`, measure: (name) => signUps(url, SECONDS, name, msPerCounter) },
  ];
  for (const { shape, who, measure } of runs) {
    const flood = spawnAttacker(url, emails, SECONDS + 1, shape);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const described = `${shape.oneAddress ? 'from one address' : `from ${FLOOD} addresses`}${shape.unknownEmails ? ' at unknown e-mails' : ''}`;
    const row = await measure(`${who}, ${FLOOD} parallel wrong logins ${described}`);
    rows.push({ ...row, name: `${row.name} (flood answers: ${answersOf(await flood)})` });
  }
  const owned = `owners' proofs solved: ${solving.proofs}${solving.proofs ? `, mean ${Math.round(solving.ms / solving.proofs)} ms here` : ''}; alone ${Math.round(1000 * msPerCounter)} ms per 1,000 counters (${PERSON_SOLVERS} solvers)`;
  rows.push({ name: owned, requests: solving.proofs, errors: 0, rps: 0, p50ms: 0, p99ms: 0 });
  return rows;
}

if (process.argv[2] === '--attack') {
  const [, , , url, seconds, addresses, targets] = process.argv;
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  process.stdout.write(JSON.stringify(await attack(url ?? '', JSON.parse(input) as string[], Number(seconds), addresses === 'one', targets === 'unknown')));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: tsx bench/login-flood.ts <server url>');
  const login = await post(`${url}/api/auth/login`, { email: 'premium@demo.example', password: 'Career-Demo-2026' });
  const cookie = sessionCookieOf(login);
  console.table(await runLoginFlood(url, cookie));
}
