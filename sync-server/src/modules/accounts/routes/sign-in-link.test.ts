import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { FREE_ATTEMPTS } from '../../../auth/account-backoff';
import { disableDemoAccounts } from '../services/demo-accounts';
import { SIGN_IN_LINK_SENT } from './auth-routes';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('e-mailed sign-in links on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  async function start(config: NonNullable<Parameters<typeof createTestApp>[0]>['config'] = {}) {
    t = await createTestApp({ config: { trustProxy: { hops: 1 }, ...config }, database: await create() });
    return t;
  }
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const browserAt = (address: string) => createCookieJarClient(t.app, { headers: from(address) });
  const askLink = (email: string, address = '198.51.100.7') => t.client().request('POST', '/api/auth/sign-in-link', { email }, from(address));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('answers every e-mail the same 202, and mails a one-time link to the page /sign-in-link only for an account', async () => {
    await start();
    const known = await askLink(DEMO.free);
    const unknown = await askLink('nobody-here@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(await unknown.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(await t.outbox('nobody-here@example.com')).toEqual([]);
    const [mail] = await t.outbox(DEMO.free);
    expect(mail?.subject).toBe('Your sign-in link');
    expect(await latestLink(t, DEMO.free)).toMatch(new RegExp(`^${t.deps.config.publicUrl}/sign-in-link\\?token=[\\w-]{32,}$`));
  });

  it('signs in once with the link, makes the browser a known device, and is audited', async () => {
    await start();
    await askLink(DEMO.free);
    const token = tokenOf(await latestLink(t, DEMO.free));
    const browser = browserAt('198.51.100.8');
    const redeemed = await browser.post('/api/auth/sign-in-link/redeem', { token });
    expect(redeemed.status).toBe(200);
    const me = await (await browser.get('/api/users/current')).json();
    expect(me.email).toBe(DEMO.free);
    expect(Object.keys(browser.cookies()).sort()).toEqual(['device', 'session']);
    const again = await browserAt('198.51.100.9').post('/api/auth/sign-in-link/redeem', { token });
    expect(again.status).toBe(410);
    expect((await again.json()).error.message).toBe('Sign-in Link Expired');
    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'actor_id', 'subject_id']).where('action', '=', 'sign_in_link').execute();
    expect(audit).toEqual([{ action: 'sign_in_link', actor_id: me._id, subject_id: me._id }]);
  });

  it('stops working after 15 minutes, and a wrong or malformed token is refused without a session', async () => {
    await start();
    await askLink(DEMO.free);
    const token = tokenOf(await latestLink(t, DEMO.free));
    const browser = browserAt('198.51.100.8');
    expect((await browser.post('/api/auth/sign-in-link/redeem', { token: 'x'.repeat(43) })).status).toBe(410);
    expect((await browser.post('/api/auth/sign-in-link/redeem', { token: 'short' })).status).toBe(400);
    expect((await browser.post('/api/auth/sign-in-link/redeem', {})).status).toBe(400);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await browser.post('/api/auth/sign-in-link/redeem', { token })).status).toBe(410);
    expect(browser.cookies()).toEqual({});
  });

  it('asks an admin for the second factor after the link, and gives no session before it', async () => {
    await start({ adminMfaRequired: true });
    await askLink(DEMO.admin);
    const browser = browserAt('198.51.100.8');
    const redeemed = await browser.post('/api/auth/sign-in-link/redeem', { token: tokenOf(await latestLink(t, DEMO.admin)) });
    expect(redeemed.status).toBe(200);
    expect(await redeemed.json()).toEqual({ mfa: 'enroll' });
    expect(Object.keys(browser.cookies())).toEqual(['mfa-pending']);
    expect((await browser.get('/api/users/current')).status).toBe(401);
  });

  it('lets the owner in while a flood from many addresses holds the account’s pauses', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
    await start();
    for (let i = 0; i <= FREE_ATTEMPTS + 1; i += 1) {
      await t.client().request('POST', '/api/auth/login', { email: DEMO.free, password: 'wrong-password' }, from(`203.0.113.${i + 1}`));
    }
    const owner = browserAt('198.51.100.20');
    const refused = await owner.login(DEMO.free);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('Retry-After'));
    expect((await refused.json()).error.message).toBe(`Too many sign-in attempts. Please try again in ${seconds === 1 ? 'a second' : `${seconds} seconds`}, or e-mail yourself a sign-in link.`);
    expect((await owner.post('/api/auth/sign-in-link', { email: DEMO.free })).status).toBe(202);
    expect((await owner.post('/api/auth/sign-in-link/redeem', { token: tokenOf(await latestLink(t, DEMO.free)) })).status).toBe(200);
    expect((await owner.get('/api/users/current')).status).toBe(200);
    // The link ended the account's pauses too: the owner's next sign-in goes at once.
    expect((await browserAt('198.51.100.21').login(DEMO.free)).status).toBe(200);
  });

  it('sends at most 3 links an account in 15 minutes (counted for unknown e-mails alike), and 20 an hour from one address', async () => {
    await start();
    for (let i = 0; i < 3; i += 1) expect((await askLink(DEMO.free, `198.51.100.${i + 1}`)).status).toBe(202);
    const fourth = await askLink(DEMO.free, '198.51.100.50');
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error.message).toBe('Sign-in links were sent to this address in the last few minutes: please use the newest one in your inbox.');
    for (let i = 0; i < 3; i += 1) expect((await askLink('nobody-here@example.com', `198.51.100.${i + 1}`)).status).toBe(202);
    expect((await askLink('nobody-here@example.com', '198.51.100.50')).status).toBe(429);
    expect(await t.outbox(DEMO.free)).toHaveLength(3);
    for (let i = 0; i < 20; i += 1) expect((await askLink(`someone-${i}@example.com`, '192.0.2.1')).status).toBe(202);
    const over = await askLink('someone-else@example.com', '192.0.2.1');
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toMatch(/^Too many attempts\. Please wait (\d+ minutes|an hour) and try again\.$/);
  });

  it('mails no link for a demo account disabled outside demo mode', async () => {
    await start({ demoMode: false });
    expect(await disableDemoAccounts(t.deps)).toContain(DEMO.free);
    expect((await askLink(DEMO.free)).status).toBe(202);
    expect(await t.outbox(DEMO.free)).toEqual([]);
  });
});
