import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { solveProof } from '../../../test/solve-proof';
import { FREE_ATTEMPTS } from '../../../auth/account-backoff';
import { PROOF_MESSAGE } from './proof-gate';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const NEW_ACCOUNT = { firstName: 'Rosa', lastName: 'Quint', email: 'rosa.quint@example.com', password: 'violet lantern orbit 73', password2: 'violet lantern orbit 73' };

describe.each(cases)('sign-in under a flood on $dialect', ({ create }) => {
  let t: TestApp;
  /** The pressure level the sign-in routes see (the hash queue's, in production: auth/hash-pressure.ts). */
  let pressure = 0;
  afterEach(async () => {
    vi.useRealTimers();
    pressure = 0;
    await t.close();
  });

  async function start() {
    t = await createTestApp({ config: { trustProxy: { hops: 1 } }, database: await create(), hashPressure: { level: () => pressure } });
    return t;
  }
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const browserAt = (address: string) => createCookieJarClient(t.app, { headers: from(address) });
  /** Counts password checks: the expensive step a proof must come before. */
  function countPasswordChecks() {
    const verify = t.deps.passwords.verify;
    let checks = 0;
    t.deps.passwords.verify = (password, phc, caller) => {
      checks += 1;
      return verify(password, phc, caller);
    };
    return () => checks;
  }
  async function proofFor(browser: CookieJarClient) {
    const answer = await browser.get('/api/auth/challenge');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    return solveProof((await answer.json()).challenge);
  }

  it('asks no proof while the hash queue is quiet', async () => {
    await start();
    expect((await browserAt('198.51.100.1').login(DEMO.free)).status).toBe(200);
    expect((await browserAt('198.51.100.2').post('/api/auth/register', NEW_ACCOUNT)).status).toBe(201);
  });

  it('under pressure, asks a new browser for a proof before its password is checked, and takes each proof once', async () => {
    await start();
    const checks = countPasswordChecks();
    pressure = 1;
    const browser = browserAt('198.51.100.1');
    const refused = await browser.login(DEMO.free);
    expect(refused.status).toBe(428);
    expect(await refused.json()).toEqual({ error: { code: 'proof_required', message: PROOF_MESSAGE } });
    expect(checks()).toBe(0);
    const proof = await proofFor(browser);
    expect((await browser.post('/api/auth/login', { email: DEMO.free, password: DEMO.password, proof })).status).toBe(200);
    expect(checks()).toBe(1);
    // Replayed (another browser copying it), or changed: refused before any password check.
    const copier = browserAt('198.51.100.2');
    expect((await copier.post('/api/auth/login', { email: DEMO.free, password: DEMO.password, proof })).status).toBe(428);
    const payload = JSON.parse(Buffer.from(await proofFor(copier), 'base64').toString());
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const changed = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await copier.post('/api/auth/login', { email: DEMO.free, password: DEMO.password, proof: changed })).status).toBe(428);
    expect((await copier.post('/api/auth/login', { email: DEMO.free, password: DEMO.password, proof: 'garbage' })).status).toBe(428);
    expect((await copier.post('/api/auth/login', { email: DEMO.free, password: DEMO.password, proof: 42 })).status).toBe(400);
    expect(checks()).toBe(1);
  });

  it('never asks a known device or a signed-in request for a proof', async () => {
    await start();
    const known = browserAt('198.51.100.1');
    expect((await known.login(DEMO.free)).status).toBe(200);
    pressure = 2;
    expect((await known.get('/api/users/current')).status).toBe(200);
    expect((await known.post('/api/auth/logout')).status).toBe(200);
    expect((await known.login(DEMO.free)).status).toBe(200);
  });

  it('asks a sign-up for a proof under pressure, and the browser that signed up is a known device that outlives a logout', async () => {
    await start();
    pressure = 1;
    const browser = browserAt('198.51.100.1');
    expect((await browser.post('/api/auth/register', NEW_ACCOUNT)).status).toBe(428);
    const made = await browser.post('/api/auth/register', { ...NEW_ACCOUNT, proof: await proofFor(browser) });
    expect(made.status).toBe(201);
    expect(made.headers.getSetCookie().find((line) => line.startsWith('device='))).toMatch(/; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    const logout = await browser.post('/api/auth/logout');
    expect(logout.headers.getSetCookie().some((line) => line.startsWith('device='))).toBe(false);
    expect(Object.keys(browser.cookies())).toEqual(['device']);
    expect((await browser.login(NEW_ACCOUNT.email, NEW_ACCOUNT.password)).status).toBe(200);
  });

  it('lets a browser that only signed up in, while a flood from other addresses holds the account’s pauses', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start();
    const browser = browserAt('198.51.100.1');
    expect((await browser.post('/api/auth/register', NEW_ACCOUNT)).status).toBe(201);
    await browser.post('/api/auth/logout');
    for (let i = 0; i <= FREE_ATTEMPTS + 1; i += 1) {
      await t.client().request('POST', '/api/auth/login', { email: NEW_ACCOUNT.email, password: 'wrong-password' }, from(`203.0.113.${i + 1}`));
    }
    pressure = 2;
    const stranger = await browserAt('198.51.100.2').post('/api/auth/login', { email: NEW_ACCOUNT.email, password: NEW_ACCOUNT.password, proof: await proofFor(browserAt('198.51.100.2')) });
    expect(stranger.status).toBe(429);
    expect((await stranger.json()).error.message).toMatch(/^Too many sign-in attempts\. Please try again in (a second|\d+ seconds), or e-mail yourself a sign-in link\.$/);
    expect((await browser.login(NEW_ACCOUNT.email, NEW_ACCOUNT.password)).status).toBe(200);
  });

  it('issues harder challenges as the pressure rises, and limits them per address', async () => {
    await start();
    const browser = browserAt('198.51.100.1');
    const costOf = async () => {
      const payload = JSON.parse(Buffer.from(await proofFor(browser), 'base64').toString());
      return payload.solution.counter as number;
    };
    pressure = 0;
    expect(await costOf()).toBeLessThan(16);
    pressure = 2;
    expect(await costOf()).toBeGreaterThanOrEqual(16);
    for (let i = 2; i < 120; i += 1) await browser.get('/api/auth/challenge');
    const over = await browser.get('/api/auth/challenge');
    expect(over.status).toBe(429);
    expect((await browserAt('198.51.100.2').get('/api/auth/challenge')).status).toBe(200);
  });
});
