import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from './modules/coaching/contract/schedule-schemas';
import { answerRulesFor } from './modules/answers/services/answer-rules';
import type { CookieJarClient } from './test/cookie-jar-client';
import { createCookieJarClient } from './test/cookie-jar-client';
import type { ServerProcess } from './test/server-process';
import { startServerProcess } from './test/server-process';
import { DEMO } from './test/test-app';
import type { TestDatabase } from './test/test-databases';
import { availablePostgresUrl, createPostgresTestDatabase } from './test/test-databases';

/**
 * Two server processes with the same settings on one PostgreSQL database, requests alternating
 * between them as a load balancer would send them: they must behave as one service.
 */
const postgresUrl = await availablePostgresUrl();
if (!postgresUrl) it.skip('PostgreSQL not reachable at TEST_DATABASE_URL or 127.0.0.1:5432: the two-process test did not run', () => undefined);

const PUBLIC_URL = 'http://careers.localhost:8080';
const PASSWORD = 'Lantern-Orchard-Quill-71';
const TAKEN = 'This time is no longer available. Please choose another time.';

describe.runIf(postgresUrl)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let turn = 0;

  /** A "load balancer": each request goes to the next process in turn. */
  const balanced = {
    request: (url: string, init: RequestInit) => fetch(`${(servers[turn++ % servers.length] as ServerProcess).url}${url}`, init),
  };
  /** A client pinned to one process. */
  const pinned = (index: number) => ({ request: (url: string, init: RequestInit) => fetch(`${(servers[index] as ServerProcess).url}${url}`, init) });

  async function registerClient(name: string): Promise<{ client: CookieJarClient; userId: string; email: string }> {
    const client = createCookieJarClient(balanced);
    const email = `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    const response = await client.post('/api/auth/register', { firstName: name, lastName: 'Client', email, password: PASSWORD, password2: PASSWORD });
    expect(response.status).toBe(201);
    return { client, userId: ((await response.json()) as { userId: string }).userId, email };
  }

  beforeAll(async () => {
    // Not migrated: the two processes start at once and must migrate and seed in turn.
    database = await createPostgresTestDatabase(postgresUrl as string, { migrate: false });
    const env = { DATABASE_URL: database.url, PUBLIC_URL, SESSION_SECRET: 'two-processes-session-secret-0123456789', DEMO_MODE: 'true' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    expect(new Set(servers.map((server) => server.url)).size).toBe(2);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  it('both started on the fresh database: migrated once, demo accounts seeded once', async () => {
    const admins = await database.db.selectFrom('users').select('id').where('email', '=', DEMO.admin).execute();
    expect(admins).toHaveLength(1);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('a session begun on one process is honoured by the other (tokens are issued for PUBLIC_URL, not a port)', async () => {
    const first = createCookieJarClient(pinned(0));
    expect((await first.login(DEMO.premium)).status).toBe(200);
    const second = createCookieJarClient(pinned(1));
    for (const [name, value] of Object.entries(first.cookies())) second.setCookie(name, value);
    const current = await second.get('/api/users/current');
    expect(current.status).toBe(200);
    expect(((await current.json()) as { email: string }).email).toBe(DEMO.premium);
    // Signing out on the second ends the session on the first too.
    expect((await second.post('/api/auth/logout')).status).toBe(200);
    const again = createCookieJarClient(pinned(0));
    for (const [name, value] of Object.entries(first.cookies())) again.setCookie(name, value);
    expect((await again.get('/api/users/current')).status).toBe(401);
  });

  it('one answer batch sent to both processes at once is applied once, and both answer alike', async () => {
    const { userId } = await registerClient('Batch');
    const admin = createCookieJarClient(balanced);
    expect((await admin.login(DEMO.admin)).status).toBe(200);
    expect((await admin.post('/api/plans', { userId, plan: 'essential' })).status).toBe(200);
    const client = createCookieJarClient(pinned(0));
    const other = createCookieJarClient(pinned(1));
    const login = await client.post('/api/auth/login', { email: (await database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email, password: PASSWORD });
    expect(login.status).toBe(200);
    for (const [name, value] of Object.entries(client.cookies())) other.setCookie(name, value);
    // The consent, finished in the same batch: applied and scored once.
    const batch = {
      batchId: randomUUID(),
      userId,
      assessmentId: 'consent',
      totalQuestions: answerRulesFor('consent').totalQuestions,
      changes: [{ key: '0', value: 'agree', stamp: 1_795_000_000_000 }],
      finish: { answered: 1 },
    };
    const responses = await Promise.all([client.post('/api/answers', batch), other.post('/api/answers', batch), client.post('/api/answers', batch), other.post('/api/answers', batch)]);
    expect(responses.map((response) => response.status), await responses[0]?.clone().text()).toEqual([200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const batches = await database.db.selectFrom('answer_batches').select('batch_id').where('batch_id', '=', batch.batchId).execute();
    expect(batches).toHaveLength(1);
    const stored = await other.get(`/api/answers?userId=${userId}&assessmentId=consent`);
    expect(stored.status).toBe(200);
    expect(JSON.stringify(await stored.json())).toContain('agree');
  });

  it('rate limits are counted once for the service: quick wrong passwords meet the pause whichever process gets them', async () => {
    const { email } = await registerClient('Limited');
    const client = createCookieJarClient(balanced);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await client.post('/api/auth/login', { email, password: 'Wrong-Password-000' })).status);
    // Five free attempts, then pauses of 1, 2, 4... seconds, so one of the next six is held (429)
    // unless each took longer than its pause. Counted per process, each would have allowed all 12.
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.slice(6)).toContain(429);
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
  });

  it('two checkouts started at once through both processes: at most one can be paid, for every client', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, index) => registerClient(`Buyer${index}`)));
    for (const buyer of buyers) {
      const started = await Promise.all([buyer.client.post('/api/checkout', { planId: 'essential' }), buyer.client.post('/api/checkout', { planId: 'premium' })]);
      expect(started.map((response) => response.status).every((status) => status === 200 || status === 409)).toBe(true);
      const urls = await Promise.all(started.filter((response) => response.status === 200).map(async (response) => ((await response.json()) as { url: string }).url));
      let payable = 0;
      for (const url of urls) if (!(await (await pinned(0).request(new URL(url).pathname, {})).text()).includes('This checkout has expired')) payable += 1;
      expect(payable).toBeLessThanOrEqual(1);
      const pending = await database.db.selectFrom('orders').select('id').where('user_id', '=', buyer.userId).where('status', '=', 'pending').execute();
      expect(pending.length).toBeLessThanOrEqual(1);
    }
  });

  it('background work runs once: each verification e-mail is delivered by exactly one process, once', async () => {
    const registered = await Promise.all(Array.from({ length: 6 }, (_, index) => registerClient(`Mail${index}`)));
    const addresses = registered.map((entry) => entry.email);
    await expect
      .poll(async () => (await database.db.selectFrom('email_outbox').select('status').where('to_address', 'in', addresses).where('status', '=', 'sent').execute()).length, { timeout: 30_000 })
      .toBe(addresses.length);
    const rows = await database.db.selectFrom('email_outbox').select(['attempts', 'status']).where('to_address', 'in', addresses).execute();
    expect(rows).toHaveLength(addresses.length);
    for (const row of rows) expect(row).toEqual({ attempts: 1, status: 'sent' });
  });

  it('clients racing for one coach slot through both processes: exactly one booking', async () => {
    const admin = createCookieJarClient(balanced);
    expect((await admin.login(DEMO.admin)).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 6 }, (_, index) => registerClient(`Racer${index}`)));
    for (const racer of racers) expect((await admin.post('/api/plans', { userId: racer.userId, plan: 'premium' })).status).toBe(200);
    const slotsResponse = await racers[0]?.client.get('/api/coaches/coach-dana-example/slots');
    const [slot] = ((await slotsResponse?.json()) as SlotsResponse).slots;
    expect(slot).toBeDefined();
    const responses = await Promise.all(racers.map((racer) => racer.client.post('/api/users/schedule', { type: 'interview', coachId: 'coach-dana-example', startTime: slot })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const refused = responses.find((response) => response.status === 409) as Response;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(TAKEN);
  });
});
