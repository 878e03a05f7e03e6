import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

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

  it('checks at most the limit of 30 parallel wrong passwords for one account', async () => {
    await start();
    const checks = countPasswordChecks(t);
    const responses = await Promise.all(Array.from({ length: 30 }, () => t.client().login(DEMO.free, 'wrong-password')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    expect(checks()).toBe(5);
  });

  it('backs off after 5 quick failures, locks after 10, and never for more than 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start();
    for (let i = 0; i < 5; i += 1) expect((await t.client().login(DEMO.free, 'wrong-password')).status).toBe(400);
    const pause = await t.client().login(DEMO.free);
    expect(pause.status).toBe(429);
    expect(Number(pause.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    vi.setSystemTime(new Date('2026-11-23T09:01:01Z'));
    for (let i = 0; i < 5; i += 1) expect((await t.client().login(DEMO.free, 'wrong-password')).status).toBe(400);
    vi.setSystemTime(new Date('2026-11-23T09:02:02Z'));
    const locked = await t.client().login(DEMO.free);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
    expect((await t.client().login(DEMO.essential)).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-23T09:15:00.001Z'));
    expect((await t.client().login(DEMO.free)).status).toBe(200);
  });

  it('forgets the failures on a successful sign-in', async () => {
    await start();
    for (let i = 0; i < 4; i += 1) await t.client().login(DEMO.free, 'wrong-password');
    expect((await t.client().login(DEMO.free)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await t.client().login(DEMO.free, 'wrong-password')).status).toBe(400);
    expect((await t.client().login(DEMO.free)).status).toBe(200);
  });

  it('lets the owner in at once after a password reset through the e-mailed link, even when the account was locked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start();
    for (let i = 0; i < 5; i += 1) await t.client().login(DEMO.free, 'wrong-password');
    vi.setSystemTime(new Date('2026-11-23T09:01:01Z'));
    for (let i = 0; i < 5; i += 1) await t.client().login(DEMO.free, 'wrong-password');
    vi.setSystemTime(new Date('2026-11-23T09:02:02Z'));
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
    const from = (address: string) => ({ 'X-Forwarded-For': address });
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
    await start();
    for (let i = 0; i < 5; i += 1) await t.client().login(DEMO.free, 'wrong-password');
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
