import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp, latestLink } from '../../../test/test-app';

const newcomer = { firstName: 'Nia', lastName: 'Newcomer', email: 'Nia@Example.com', password: 'a-good-password', password2: 'a-good-password' };

describe('auth routes', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  describe('register', () => {
    it('creates the account, signs in with an HttpOnly cookie and sends a verification e-mail', async () => {
      const client = t.client();
      const response = await client.post('/api/auth/register', newcomer);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ userId: expect.any(String) });
      const setCookie = response.headers.get('Set-Cookie') ?? '';
      expect(setCookie).toMatch(/^session=/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const me = await (await client.get('/api/users/current')).json();
      expect(me).toMatchObject({ firstName: 'Nia', lastName: 'Newcomer', email: 'nia@example.com', isVerified: false, admin: false, plans: [] });
      const [email] = await t.outbox('nia@example.com');
      expect(email?.subject).toBe('Verify your email');
      expect(email?.text).toMatch(/http:\/\/127\.0\.0\.1:8080\/api\/auth\/verify\/[\w-]{43}/);
    });

    it('answers field errors keyed by the form fields', async () => {
      const response = await t.client().post('/api/auth/register', { firstName: ' ', email: 'not-an-email', password: 'short', password2: 'different' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'validation',
          message: 'Please correct the highlighted fields.',
          fields: {
            firstName: 'First name field is required',
            lastName: 'Last name field is required',
            email: 'Email is invalid',
            password: 'Password must be at least 8 characters',
          },
        },
      });
      const mismatch = await t.client().post('/api/auth/register', { ...newcomer, password2: 'another-password' });
      expect((await mismatch.json()).error.fields).toEqual({ password2: 'Passwords must match' });
    });

    it('refuses an e-mail that already has an account, whatever its case', async () => {
      await t.client().post('/api/auth/register', newcomer);
      const again = await t.client().post('/api/auth/register', { ...newcomer, email: 'NIA@example.COM' });
      expect(again.status).toBe(400);
      expect((await again.json()).error.fields).toEqual({ email: 'Email already exists' });
    });

    it('rejects unknown fields, malformed JSON and non-JSON bodies with 400, never 500', async () => {
      const extra = await t.client().post('/api/auth/register', { ...newcomer, admin: true });
      expect(extra.status).toBe(400);
      expect((await extra.json()).error.fields).toEqual({ admin: 'Unexpected field' });
      const malformed = await t.client().request('POST', '/api/auth/register', '{"firstName":', { 'Content-Type': 'application/json' });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.code).toBe('bad_request');
      const form = await t.client().request('POST', '/api/auth/register', 'firstName=x', { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(form.status).toBe(400);
      expect((await form.json()).error.message).toMatch(/JSON/);
    });
  });

  describe('verification link', () => {
    it('verifies the account and lands on /?verified; a used link lands on /?verifyExpired', async () => {
      const client = t.client();
      await client.post('/api/auth/register', newcomer);
      const link = new URL(await latestLink(t, 'nia@example.com'));
      const first = await t.app.request(link.pathname);
      expect(first.status).toBe(302);
      expect(first.headers.get('Location')).toBe('/?verified');
      expect((await (await client.get('/api/users/current')).json()).isVerified).toBe(true);
      const again = await t.app.request(link.pathname);
      expect(again.headers.get('Location')).toBe('/?verifyExpired');
    });

    it('resends a fresh link (the old one stops working) and is rate limited per account', async () => {
      const client = t.client();
      await client.post('/api/auth/register', newcomer);
      const oldLink = new URL(await latestLink(t, 'nia@example.com'));
      const resend = await client.post('/api/auth/resend');
      expect(resend.status).toBe(200);
      expect(await resend.json()).toEqual({ message: 'Verification email sent', email: 'nia@example.com' });
      const newLink = new URL(await latestLink(t, 'nia@example.com'));
      expect(newLink.pathname).not.toBe(oldLink.pathname);
      expect((await t.app.request(oldLink.pathname)).headers.get('Location')).toBe('/?verifyExpired');
      for (let i = 0; i < 4; i += 1) expect((await client.post('/api/auth/resend')).status).toBe(200);
      const limited = await client.post('/api/auth/resend');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
      // The real wait: the hour's window, from the first resend.
      expect((await limited.json()).error).toEqual({ code: 'rate_limited', message: 'Too many attempts. Please wait an hour and try again.' });
    });

    it('expires after 7 days', async () => {
      await t.client().post('/api/auth/register', newcomer);
      const link = new URL(await latestLink(t, 'nia@example.com'));
      t.clock.advance(7 * 24 * 3600_000 + 1);
      expect((await t.app.request(link.pathname)).headers.get('Location')).toBe('/?verifyExpired');
    });
  });

  describe('login and logout', () => {
    it('tells an unknown e-mail from a wrong password with the spec keys', async () => {
      const unknown = await t.client().login('nobody@example.com', 'whatever-password');
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).error.fields).toEqual({ emailnotfound: 'Email not found' });
      const wrong = await t.client().login(DEMO.free, 'wrong-password');
      expect((await wrong.json()).error.fields).toEqual({ passwordincorrect: 'Password incorrect' });
    });

    it('logout revokes every earlier token of the user, not only this cookie', async () => {
      const laptop = t.client();
      const phone = t.client();
      await laptop.login(DEMO.free);
      await phone.login(DEMO.free);
      const stolen = laptop.cookie();
      expect((await laptop.post('/api/auth/logout')).status).toBe(200);
      expect(laptop.cookie()).toBeUndefined();
      expect((await phone.get('/api/users/current')).status).toBe(401);
      const replay = t.client();
      replay.setCookie(stolen);
      const response = await replay.get('/api/users/current');
      expect(response.status).toBe(401);
      expect(response.headers.get('Set-Cookie')).toMatch(/session=;.*Max-Age=0/);
    });

    it('ignores a forged cookie', async () => {
      const client = t.client();
      client.setCookie('session=eyJhbGciOiJIUzI1NiJ9.e30.forged');
      expect((await client.get('/api/users/current')).status).toBe(401);
    });
  });

  describe('password reset', () => {
    it('answers the same whether or not the e-mail has an account', async () => {
      const known = await t.client().post('/api/auth/request-reset', { email: DEMO.free });
      const unknown = await t.client().post('/api/auth/request-reset', { email: 'nobody@example.com' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await t.outbox('nobody@example.com')).toEqual([]);
      expect((await t.outbox(DEMO.free))[0]?.subject).toBe('Reset your password');
    });

    it('sets the new password with the link once, signs in, and revokes earlier sessions', async () => {
      const other = t.client();
      await other.login(DEMO.free);
      await t.client().post('/api/auth/request-reset', { email: DEMO.free });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const token = (await latestLink(t, DEMO.free)).split('/reset/')[1];
      expect(token).toMatch(/^[\w-]{43}$/);
      const client = t.client();
      const reset = await client.post('/api/auth/reset', { token, password: 'brand-new-password', password2: 'brand-new-password' });
      expect(reset.status).toBe(200);
      expect((await client.get('/api/users/current')).status).toBe(200);
      expect((await other.get('/api/users/current')).status).toBe(401);
      expect((await t.client().login(DEMO.free)).status).toBe(400);
      expect((await t.client().login(DEMO.free, 'brand-new-password')).status).toBe(200);
      const reuse = await t.client().post('/api/auth/reset', { token, password: 'third-password!', password2: 'third-password!' });
      expect(reuse.status).toBe(410);
      expect(await reuse.json()).toEqual({ error: { code: 'link_expired', message: 'Password Reset Link Expired' } });
    });

    it('keeps the link usable after a field error, and expires it after an hour', async () => {
      await t.client().post('/api/auth/request-reset', { email: DEMO.free });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const token = (await latestLink(t, DEMO.free)).split('/reset/')[1];
      const mismatch = await t.client().post('/api/auth/reset', { token, password: 'brand-new-password', password2: 'other-password' });
      expect((await mismatch.json()).error.fields).toEqual({ password2: 'Passwords must match' });
      t.clock.advance(3600_000 + 1);
      const late = await t.client().post('/api/auth/reset', { token, password: 'brand-new-password', password2: 'brand-new-password' });
      expect(late.status).toBe(410);
    });

    it('limits reset requests per account', async () => {
      for (let i = 0; i < 3; i += 1) expect((await t.client().post('/api/auth/request-reset', { email: DEMO.free })).status).toBe(200);
      expect((await t.client().post('/api/auth/request-reset', { email: DEMO.free })).status).toBe(429);
      expect((await t.client().post('/api/auth/request-reset', { email: DEMO.premium })).status).toBe(200);
    });
  });

  describe('limits per address', () => {
    async function behindProxy() {
      await t.close();
      t = await createTestApp({ config: { trustProxy: { hops: 1 } } });
    }
    const from = (address: string) => ({ 'X-Forwarded-For': address, 'Content-Type': 'application/json' });

    it('refuse a 31st reset request from one address in an hour, whatever the e-mail', async () => {
      await behindProxy();
      const client = t.client();
      for (let i = 0; i < 30; i += 1) {
        expect((await client.request('POST', '/api/auth/request-reset', { email: `someone${i}@example.com` }, from('203.0.113.7'))).status).toBe(200);
      }
      const limited = await client.request('POST', '/api/auth/request-reset', { email: 'another@example.com' }, from('203.0.113.7'));
      expect(limited.status).toBe(429);
      expect((await client.request('POST', '/api/auth/request-reset', { email: 'another@example.com' }, from('198.51.100.9'))).status).toBe(200);
    });

    it('ignore X-Forwarded-For unless behind a trusted proxy', async () => {
      const client = t.client();
      for (let i = 0; i < 30; i += 1) {
        await client.request('POST', '/api/auth/request-reset', { email: `someone${i}@example.com` }, from(`203.0.113.${i}`));
      }
      expect((await client.request('POST', '/api/auth/request-reset', { email: 'another@example.com' }, from('198.51.100.9'))).status).toBe(429);
    });
  });
});
