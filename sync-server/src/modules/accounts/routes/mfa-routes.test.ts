import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MFA_MESSAGES } from '../services/mfa-service';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';
import { MFA_SIGN_IN_EXPIRED } from './mfa-routes';
import { FREE_ATTEMPTS } from '../../../auth/account-backoff';

const RECOVERY_CODE = /^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/;

/** The code an authenticator app shows at the app's (test) clock, shifted by whole 30-second steps. */
async function codeAt(t: TestApp, secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + stepOffset * 30 });
}

describe('admin second factor (ADMIN_MFA_REQUIRED=true)', () => {
  let t: TestApp;
  let jar: () => CookieJarClient;
  beforeEach(async () => {
    t = await createTestApp({ config: { adminMfaRequired: true, trustProxy: { hops: 1 } } });
    jar = () => createCookieJarClient(t.app);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  /** Password, enrolment with a real code: the admin's secret and recovery codes. */
  async function enroll(client = jar()) {
    expect(await (await client.login(DEMO.admin)).json()).toEqual({ mfa: 'enroll' });
    const { secret } = await (await client.get('/api/auth/mfa/enroll')).json();
    const done = await client.post('/api/auth/mfa/enroll', { code: await codeAt(t, secret) });
    expect(done.status).toBe(200);
    const { recoveryCodes } = await done.json();
    return { client, secret: secret as string, recoveryCodes: recoveryCodes as string[] };
  }

  it('gives an admin no session for the password alone: only a pending cookie the MFA routes accept', async () => {
    const client = jar();
    const login = await client.login(DEMO.admin);
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ mfa: 'enroll' });
    const [setCookie, ...others] = login.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(setCookie).toMatch(/^mfa-pending=[\w.-]+; Max-Age=300; Path=\/api\/auth\/mfa; HttpOnly; SameSite=Strict$/);
    expect(Object.keys(client.cookies())).toEqual(['mfa-pending']);
    expect((await client.get('/api/users/current')).status).toBe(401);
    expect((await client.get('/api/users')).status).toBe(401);
    // Nor does the pending token pass as a session token.
    client.setCookie('session', client.cookies()['mfa-pending']);
    expect((await client.get('/api/users/current')).status).toBe(401);
    expect(await (await client.get('/api/auth/mfa')).json()).toEqual({ step: 'enroll' });
  });

  it('enrols with a QR code and a real TOTP code, shows 10 recovery codes once, then signs in', async () => {
    const client = jar();
    await client.login(DEMO.admin);
    const details = await client.get('/api/auth/mfa/enroll');
    expect(details.status).toBe(200);
    expect(details.headers.get('Cache-Control')).toBe('no-store');
    const { secret, otpauthUri, qrCode } = await details.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Career%20Assessment:admin%40demo.example?secret=${secret}&issuer=Career%20Assessment`);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg [^>]*>.*<\/svg>\s*$/s);
    // A reload shows the same secret; the database holds it only encrypted.
    expect((await (await client.get('/api/auth/mfa/enroll')).json()).secret).toBe(secret);
    const row = await t.database.db.selectFrom('user_mfa').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_ciphertext).not.toContain(secret);
    expect(row.confirmed_at).toBeNull();

    const wrong = await client.post('/api/auth/mfa/enroll', { code: (Number(await codeAt(t, secret)) ^ 1).toString().padStart(6, '0') });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ code: MFA_MESSAGES.wrongCode });
    expect((await client.get('/api/users/current')).status).toBe(401);

    const done = await client.post('/api/auth/mfa/enroll', { code: await codeAt(t, secret) });
    expect(done.status).toBe(200);
    const body = await done.json();
    expect(body).toEqual({ userId: expect.any(String), recoveryCodes: expect.any(Array) });
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(Object.keys(client.cookies()).sort()).toEqual(['device', 'session']);
    expect((await (await client.get('/api/users/current')).json()).admin).toBe(true);
    const stored = await t.database.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    expect(stored.map((entry) => entry.code_hash).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    // Enrolled: the secret is not shown again.
    const later = jar();
    await later.login(DEMO.admin);
    expect((await later.get('/api/auth/mfa/enroll')).status).toBe(409);
  });

  it('asks an enrolled admin for a code at the next sign-in; a wrong or replayed code is refused', async () => {
    const { secret } = await enroll();
    const client = jar();
    expect(await (await client.login(DEMO.admin)).json()).toEqual({ mfa: 'verify' });
    expect(await (await client.get('/api/auth/mfa')).json()).toEqual({ step: 'verify' });
    // The enrolment's code is used up.
    const replayed = await client.post('/api/auth/mfa/verify', { code: await codeAt(t, secret) });
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).error.fields).toEqual({ code: MFA_MESSAGES.usedCode });
    const wrong = await client.post('/api/auth/mfa/verify', { code: '000000' === (await codeAt(t, secret, 1)) ? '111111' : '000000' });
    expect((await wrong.json()).error.fields).toEqual({ code: MFA_MESSAGES.wrongCode });
    expect((await client.get('/api/users/current')).status).toBe(401);

    t.clock.advance(30_000);
    const code = await codeAt(t, secret);
    const verified = await client.post('/api/auth/mfa/verify', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ userId: expect.any(String) });
    expect((await client.get('/api/users')).status).toBe(200);

    // The same code in another sign-in, within its window: refused.
    const again = jar();
    await again.login(DEMO.admin);
    const replay = await again.post('/api/auth/mfa/verify', { code });
    expect((await replay.json()).error.fields).toEqual({ code: MFA_MESSAGES.usedCode });
    // An older code than the last one used is refused too, even inside the drift window.
    expect((await (await again.post('/api/auth/mfa/verify', { code: await codeAt(t, secret, -1) })).json()).error.fields).toEqual({ code: MFA_MESSAGES.usedCode });
    expect((await again.post('/api/auth/mfa/verify', { code: await codeAt(t, secret, 1) })).status).toBe(200);
  });

  it('accepts each recovery code once, in any case and spacing', async () => {
    const { recoveryCodes } = await enroll();
    const [first = '', second = ''] = recoveryCodes;
    const client = jar();
    await client.login(DEMO.admin);
    const used = await client.post('/api/auth/mfa/verify', { recoveryCode: ` ${first.toLowerCase()} ` });
    expect(used.status).toBe(200);
    expect((await client.get('/api/users/current')).status).toBe(200);

    const again = jar();
    await again.login(DEMO.admin);
    const reuse = await again.post('/api/auth/mfa/verify', { recoveryCode: first });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error.fields).toEqual({ recoveryCode: MFA_MESSAGES.wrongRecoveryCode });
    expect((await again.post('/api/auth/mfa/verify', { recoveryCode: 'AAAAA-AAAAA' })).status).toBe(400);
    expect((await again.post('/api/auth/mfa/verify', { recoveryCode: second.replace('-', '') })).status).toBe(200);
  });

  it('validates the bodies and refuses the MFA routes without a pending sign-in', async () => {
    const client = jar();
    for (const [url, body] of [
      ['/api/auth/mfa/verify', { code: '123456' }],
      ['/api/auth/mfa/enroll', { code: '123456' }],
    ] as const) {
      const response = await client.post(url, body);
      expect(response.status).toBe(401);
      expect((await response.json()).error).toEqual({ code: 'unauthorized', message: MFA_SIGN_IN_EXPIRED });
    }
    expect((await client.get('/api/auth/mfa/enroll')).status).toBe(401);
    await client.login(DEMO.admin);
    const invalid = await client.post('/api/auth/mfa/verify', { code: '12345', extra: true });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({ code: 'Enter the 6-digit code from your authenticator app', extra: 'Unexpected field' });
    expect((await client.post('/api/auth/mfa/verify', {})).status).toBe(400);
    expect((await client.post('/api/auth/mfa/enroll', { code: 'abcdef' })).status).toBe(400);
    // A forged pending cookie is no pending sign-in.
    client.setCookie('mfa-pending', `${client.cookies()['mfa-pending']?.slice(0, -4)}AAAA`);
    expect((await client.get('/api/auth/mfa')).status).toBe(401);
    // Nor is a full session cookie.
    const free = jar();
    await free.login(DEMO.free);
    free.setCookie('mfa-pending', free.cookies().session);
    expect((await free.get('/api/auth/mfa')).status).toBe(401);
  });

  it('lets a pending sign-in expire after 5 minutes', async () => {
    const client = jar();
    await client.login(DEMO.admin);
    expect((await client.get('/api/auth/mfa')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1_000 });
    const late = await client.get('/api/auth/mfa');
    expect(late.status).toBe(401);
    expect((await late.json()).error.message).toBe(MFA_SIGN_IN_EXPIRED);
  });

  it('counts code attempts per account and address with growing pauses, and a right code forgets them', async () => {
    const { secret } = await enroll();
    const client = jar();
    await client.login(DEMO.admin);
    t.clock.advance(60_000);
    const right = await codeAt(t, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < FREE_ATTEMPTS + 1; i += 1) expect((await client.post('/api/auth/mfa/verify', { code: wrong })).status).toBe(400);
    const paused = await client.post('/api/auth/mfa/verify', { code: right });
    expect(paused.status).toBe(429);
    expect((await paused.json()).error.code).toBe('rate_limited');
    expect(Number(paused.headers.get('Retry-After'))).toBeLessThanOrEqual(2);
    // Recovery codes count against the same limits.
    expect((await client.post('/api/auth/mfa/verify', { recoveryCode: 'AAAAA-AAAAA' })).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_000 });
    expect((await client.post('/api/auth/mfa/verify', { code: right })).status).toBe(200);
  });

  it("does not let someone who knows an admin's password lock the admin's second factor on the admin's own browser", async () => {
    const at = (address: string) => createCookieJarClient(t.app, { headers: { 'X-Forwarded-For': address } });
    const laptop = at('198.51.100.20');
    const { secret } = await enroll(laptop);
    t.clock.advance(60_000);
    const stranger = at('203.0.113.9');
    await stranger.login(DEMO.admin);
    const right = await codeAt(t, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) answers.push((await stranger.post('/api/auth/mfa/verify', { recoveryCode: 'AAAAA-AAAAA' })).status);
    expect(answers.slice(0, FREE_ATTEMPTS + 1)).toEqual(Array(FREE_ATTEMPTS + 1).fill(400));
    expect(answers.slice(FREE_ATTEMPTS + 1)).toEqual(Array(20 - FREE_ATTEMPTS - 1).fill(429));
    expect((await stranger.post('/api/auth/mfa/verify', { code: wrong })).status).toBe(429);
    // The admin's laptop, which signed in before: the password and a right code, at once.
    const laptopLogin = await laptop.login(DEMO.admin);
    expect(await laptopLogin.json()).toEqual({ mfa: 'verify' });
    expect((await laptop.post('/api/auth/mfa/verify', { code: right })).status).toBe(200);
    expect((await laptop.get('/api/users')).status).toBe(200);
  });

  it('does not let a password reset get around the second factor', async () => {
    const pendingBeforeReset = jar();
    await pendingBeforeReset.login(DEMO.admin);
    await t.client().post('/api/auth/request-reset', { email: DEMO.admin });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const token = (await latestLink(t, DEMO.admin)).split('/reset/')[1];
    const client = jar();
    const reset = await client.post('/api/auth/reset', { token, password: 'brand-new-password', password2: 'brand-new-password' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ mfa: 'enroll' });
    expect(Object.keys(client.cookies())).toEqual(['mfa-pending']);
    expect((await client.get('/api/users/current')).status).toBe(401);
    // The pending sign-in from before the reset is void (the session version moved on).
    expect((await pendingBeforeReset.get('/api/auth/mfa')).status).toBe(401);
    expect(await (await client.get('/api/auth/mfa')).json()).toEqual({ step: 'enroll' });
  });

  it('checks the second factor per session: a session from before the account was made admin reaches no admin route', async () => {
    const client = jar();
    expect((await client.login(DEMO.free)).status).toBe(200);
    // Made admin behind the app's back (an operator's SQL), so the session version stays the same.
    await t.deps.db.updateTable('users').set({ is_admin: 1 }).where('email', '=', DEMO.free).execute();
    expect((await client.get('/api/users')).status).toBe(401);
    expect((await client.get('/api/admin/audit')).status).toBe(401);
    expect(Object.keys(client.cookies())).not.toContain('session');
    // A session that passed the second factor is let in.
    const { client: admin } = await enroll();
    expect((await admin.get('/api/users')).status).toBe(200);
  });

  it('leaves client accounts as they were: the password gives the session', async () => {
    const client = jar();
    const login = await client.login(DEMO.free);
    expect(await login.json()).toEqual({ userId: expect.any(String) });
    expect(Object.keys(client.cookies()).sort()).toEqual(['device', 'session']);
    expect((await client.get('/api/users/current')).status).toBe(200);
    // And no pending sign-in exists for a client.
    expect((await client.get('/api/auth/mfa')).status).toBe(401);
  });
});

describe('admin second factor (ADMIN_MFA_REQUIRED=false)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ config: { adminMfaRequired: false } });
  });
  afterEach(() => t.close());

  it('signs an admin who has not enrolled in with the password, as before', async () => {
    const client = createCookieJarClient(t.app);
    const login = await client.login(DEMO.admin);
    expect(await login.json()).toEqual({ userId: expect.any(String) });
    expect(Object.keys(client.cookies()).sort()).toEqual(['device', 'session']);
    expect((await client.get('/api/users')).status).toBe(200);
  });

  it('ends the password-only admin sessions once the second factor becomes required', async () => {
    const client = createCookieJarClient(t.app);
    await client.login(DEMO.admin);
    expect((await client.get('/api/users')).status).toBe(200);
    t.deps.config.adminMfaRequired = true;
    expect((await client.get('/api/users')).status).toBe(401);
  });

  it('still asks an admin who enrolled for a code', async () => {
    t.deps.config.adminMfaRequired = true;
    const client = createCookieJarClient(t.app);
    await client.login(DEMO.admin);
    const { secret } = await (await client.get('/api/auth/mfa/enroll')).json();
    expect((await client.post('/api/auth/mfa/enroll', { code: await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) }) })).status).toBe(200);
    t.deps.config.adminMfaRequired = false;
    expect(await (await createCookieJarClient(t.app).login(DEMO.admin)).json()).toEqual({ mfa: 'verify' });
  });
});
