import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { FREE_ATTEMPTS, MAX_PAUSE_SECONDS } from '../../../auth/account-backoff';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

/** Counts password checks: the expensive step an attacker must not get for free. */
function countPasswordChecks(t: TestApp) {
  const verify = t.deps.passwords.verify;
  let checks = 0;
  t.deps.passwords.verify = (password, phc) => {
    checks += 1;
    return verify(password, phc);
  };
  return () => checks;
}

describe.each(cases)('sign-in limits on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  async function start(config: Parameters<typeof createTestApp>[0] = {}) {
    t = await createTestApp({ ...config, database: await create() });
    return t;
  }

  const from = (address: string) => ({ 'X-Forwarded-For': address });
  /** A browser at `address` (behind the test app's one trusted proxy hop) that keeps its cookies, the known-device cookie too. */
  const browserAt = (address: string) => createCookieJarClient(t.app, { headers: from(address) });
  const wrongFrom = (address: string, email: string = DEMO.free) => t.client().request('POST', '/api/auth/login', { email, password: 'wrong-password' }, from(address));
  const retryAfter = (response: Response) => Number(response.headers.get('Retry-After'));

  it('checks at most 6 of 30 parallel wrong passwords for one account (5 free attempts, then one per pause)', async () => {
    await start();
    const checks = countPasswordChecks(t);
    const responses = await Promise.all(Array.from({ length: 30 }, () => t.client().login(DEMO.free, 'wrong-password')));
    const statuses = responses.map((response) => response.status);
    // Each of the rest is refused before its password is checked: by the pause, or, from this one
    // address, by its two places in the hash queue.
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(checks()).toBeGreaterThan(0);
    expect(checks()).toBeLessThanOrEqual(FREE_ATTEMPTS + 1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(checks());
  });

  it('checks the password of an unknown e-mail as it would a real one, so timing tells nothing', async () => {
    await start();
    const checks = countPasswordChecks(t);
    const unknown = await t.client().login('nobody-here@example.com', 'wrong-password');
    expect(unknown.status).toBe(400);
    expect(checks()).toBe(1);
    expect((await t.client().login(DEMO.free, 'wrong-password')).status).toBe(400);
    expect(checks()).toBe(2);
  });

  it('slows guessing at one account from many addresses with pauses that grow to a minute, and never locks it', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start({ config: { trustProxy: { hops: 1 } } });
    let address = 0;
    const next = () => wrongFrom(`203.0.113.${(address += 1)}`);
    for (let i = 0; i < FREE_ATTEMPTS + 1; i += 1) expect((await next()).status).toBe(400);
    const pauses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const paused = await next();
      expect(paused.status).toBe(429);
      pauses.push(retryAfter(paused));
      vi.setSystemTime(new Date(Date.now() + retryAfter(paused) * 1000));
      expect((await next()).status).toBe(400);
    }
    expect(pauses).toEqual([1, 2, 4, 8, 16, 32, MAX_PAUSE_SECONDS, MAX_PAUSE_SECONDS]);
    // The owner, from an address of their own, waits out the pause at most, then signs in.
    const owner = await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, from('198.51.100.20'));
    expect(owner.status).toBe(429);
    expect(retryAfter(owner)).toBeLessThanOrEqual(MAX_PAUSE_SECONDS);
    vi.setSystemTime(new Date(Date.now() + retryAfter(owner) * 1000));
    expect((await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, from('198.51.100.20'))).status).toBe(200);
  });

  it('holds a refused sign-in for the tarpit before answering it (other tests set the hold to 0)', async () => {
    await start({ config: { trustProxy: { hops: 1 } }, refusalHoldMs: 400 });
    let address = 0;
    for (let i = 0; i < FREE_ATTEMPTS + 1; i += 1) expect((await wrongFrom(`203.0.113.${(address += 1)}`)).status).toBe(400);
    const started = performance.now();
    const refused = await wrongFrom('203.0.113.200');
    expect(refused.status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it("locks only the stranger's address after 10 failures, and the owner's known browser signs in at once, even mid-pause", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start({ config: { trustProxy: { hops: 1 } } });
    const laptop = browserAt('198.51.100.20');
    expect((await laptop.login(DEMO.free)).status).toBe(200);
    expect(Object.keys(laptop.cookies())).toContain('device');
    for (let i = 0; i < 10; i += 1) {
      expect((await wrongFrom('203.0.113.9')).status).toBe(400);
      vi.setSystemTime(new Date(Date.now() + MAX_PAUSE_SECONDS * 1000));
    }
    const locked = await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, from('203.0.113.9'));
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeLessThanOrEqual(15 * 60);
    // Another stranger's failure starts a pause for every browser the account has not seen...
    expect((await wrongFrom('192.0.2.77')).status).toBe(400);
    expect((await wrongFrom('192.0.2.78')).status).toBe(429);
    // ...but not for the owner's laptop, wherever it is now.
    const away = createCookieJarClient(t.app, { headers: from('192.0.2.200') });
    away.setCookie('device', laptop.cookies().device);
    expect((await away.login(DEMO.free)).status).toBe(200);
    expect((await laptop.login(DEMO.free)).status).toBe(200);
    // A device cookie of another account is no known device here.
    const other = browserAt('198.51.100.30');
    expect((await other.login(DEMO.essential)).status).toBe(200);
    const borrowed = createCookieJarClient(t.app, { headers: from('198.51.100.31') });
    borrowed.setCookie('device', other.cookies().device);
    for (let i = 0; i < FREE_ATTEMPTS + 1; i += 1) expect((await wrongFrom(`192.0.2.${100 + i}`)).status).toBe(400);
    expect((await borrowed.login(DEMO.free)).status).toBe(429);
    expect((await laptop.login(DEMO.free)).status).toBe(200);
  });

  it("gives the known browser an allowance of its own: its own failures lock it after 10, and no one else", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start({ config: { trustProxy: { hops: 1 } } });
    const laptop = browserAt('198.51.100.20');
    expect((await laptop.login(DEMO.free)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await laptop.login(DEMO.free, 'wrong-password')).status).toBe(400);
    expect((await laptop.login(DEMO.free)).status).toBe(429);
    expect((await browserAt('198.51.100.20').login(DEMO.free)).status).toBe(200);
  });

  it('forgets the failures on a successful sign-in', async () => {
    await start();
    for (let i = 0; i < 4; i += 1) await t.client().login(DEMO.free, 'wrong-password');
    expect((await t.client().login(DEMO.free)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await t.client().login(DEMO.free, 'wrong-password')).status).toBe(400);
    expect((await t.client().login(DEMO.free)).status).toBe(200);
  });

  it('lets the owner in at once after a password reset through the e-mailed link, even when their address was locked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start();
    for (let i = 0; i < 10; i += 1) {
      await t.client().login(DEMO.free, 'wrong-password');
      vi.setSystemTime(new Date(Date.now() + MAX_PAUSE_SECONDS * 1000));
    }
    expect((await t.client().login(DEMO.free)).status).toBe(429);
    await t.client().post('/api/auth/request-reset', { email: DEMO.free });
    await vi.waitFor(async () => expect((await t.outbox(DEMO.free))[0]?.subject).toBe('Reset your password'));
    const token = (await latestLink(t, DEMO.free)).split('/reset/')[1];
    const reset = await t.client().post('/api/auth/reset', { token, password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' });
    expect(reset.status).toBe(200);
    expect((await t.client().login(DEMO.free, 'Lantern-Orchard-Quill-71')).status).toBe(200);
  });

  it('lets a stranger hold back new reset links for an account for 15 minutes at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start({ config: { trustProxy: { hops: 1 } } });
    for (let i = 0; i < 3; i += 1) {
      expect((await t.client().request('POST', '/api/auth/request-reset', { email: DEMO.free }, from(`203.0.113.${i + 1}`))).status).toBe(200);
    }
    const held = await t.client().request('POST', '/api/auth/request-reset', { email: DEMO.free }, from('198.51.100.7'));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    vi.setSystemTime(new Date('2026-11-23T09:15:00.001Z'));
    expect((await t.client().request('POST', '/api/auth/request-reset', { email: DEMO.free }, from('198.51.100.7'))).status).toBe(200);
  });

  it('keeps counts across a restart of the server on the same database', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start();
    for (let i = 0; i < 10; i += 1) {
      await t.client().login(DEMO.free, 'wrong-password');
      vi.setSystemTime(new Date(Date.now() + MAX_PAUSE_SECONDS * 1000));
    }
    const again = await createTestApp({ database: t.database, demoAccounts: false });
    expect((await again.client().login(DEMO.free)).status).toBe(429);
  });

  it('behind one proxy, takes the right-most hop: a rotated X-Forwarded-For does not dodge the address limit', async () => {
    await start({ config: { trustProxy: { hops: 1 } } });
    const client = t.client();
    for (let i = 0; i < 100; i += 1) {
      const spoofed = { 'X-Forwarded-For': `10.9.${i}.1, 203.0.113.7` };
      expect((await client.request('POST', '/api/auth/login', { email: `nobody${i}@example.com`, password: 'x' }, spoofed)).status).toBe(400);
    }
    const limited = await client.request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { 'X-Forwarded-For': '198.18.0.1, 203.0.113.7' });
    expect(limited.status).toBe(429);
    const elsewhere = await client.request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.9' });
    expect(elsewhere.status).toBe(200);
  });

  it('behind proxies named by address, takes the right-most hop that is not one of them', async () => {
    await start({ config: { trustProxy: { addresses: ['loopback', '10.0.0.0/8'] } } });
    const client = t.client();
    // The test client connects from 127.0.0.1 (a trusted proxy); 10.1.2.3 is a second proxy of ours.
    for (let i = 0; i < 100; i += 1) {
      const spoofed = { 'X-Forwarded-For': `192.0.2.${i % 250}, 203.0.113.7, 10.1.2.3` };
      expect((await client.request('POST', '/api/auth/login', { email: `nobody${i}@example.com`, password: 'x' }, spoofed)).status).toBe(400);
    }
    const limited = await client.request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { 'X-Forwarded-For': '203.0.113.7, 10.9.9.9' });
    expect(limited.status).toBe(429);
    const elsewhere = await client.request('POST', '/api/auth/login', { email: DEMO.free, password: DEMO.password }, { 'X-Forwarded-For': '203.0.113.7, 198.51.100.9, 10.1.2.3' });
    expect(elsewhere.status).toBe(200);
  });
});
