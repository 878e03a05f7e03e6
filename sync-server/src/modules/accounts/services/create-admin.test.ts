import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { ADMIN_SETUP_LINK_TTL_MS, COMMAND_LINE_ACTOR, createAdmin } from './create-admin';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const NEW_PASSWORD = 'Quiet-Lantern-Orchard-58';

describe.each(cases)('npm run create-admin on $dialect (second factor required)', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start() {
    t = await createTestApp({ database: await create(), config: { adminMfaRequired: true, demoMode: false } });
  }

  /** What the link's page is told before it shows the form (POST /api/auth/reset/status). */
  async function linkState(link: string) {
    const response = await createCookieJarClient(t.app).post('/api/auth/reset/status', { token: link.split('/set-password/')[1] });
    expect(response.status).toBe(200);
    return ((await response.json()) as { state: string }).state;
  }

  /** Follows the printed link as the new admin would: password, then the second factor, then admin pages. */
  async function setUpWithLink(link: string) {
    expect(await linkState(link)).toBe('usable');
    const client = createCookieJarClient(t.app);
    const token = link.split('/set-password/')[1];
    const reset = await client.post('/api/auth/reset', { token, password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ mfa: 'enroll' });
    expect((await client.get('/api/users')).status).toBe(401);
    const { secret } = await (await client.get('/api/auth/mfa/enroll')).json();
    const code = await generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect((await client.post('/api/auth/mfa/enroll', { code })).status).toBe(200);
    return client;
  }

  it('creates an admin with no usable password and a one-time link; the link sets the password, then the second factor', async () => {
    await start();
    const created = await createAdmin(t.deps, { email: 'boss@practice.example', firstName: 'Bea', lastName: 'Boss' });
    expect(created.outcome).toBe('created');
    expect(created.user).toMatchObject({ email: 'boss@practice.example', isAdmin: true, isVerified: false });
    expect(created.link).toMatch(new RegExp(`^${t.deps.config.publicUrl}/set-password/[\\w-]{32,}$`));
    expect(created.expiresAt.getTime() - t.clock.now().getTime()).toBe(ADMIN_SETUP_LINK_TTL_MS);
    // No password works before the link is used.
    expect((await createCookieJarClient(t.app).login('boss@practice.example', NEW_PASSWORD)).status).toBe(400);

    const admin = await setUpWithLink(created.link);
    expect((await admin.get('/api/users')).status).toBe(200);
    expect(await (await admin.get('/api/users/current')).json()).toMatchObject({ email: 'boss@practice.example', admin: true });
    // The link works once, and its page can tell so before anyone types a password.
    const again = await createCookieJarClient(t.app).post('/api/auth/reset', { token: created.link.split('/set-password/')[1], password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(again.status).toBe(410);
    expect(await linkState(created.link)).toBe('used');

    const { entries } = await (await admin.get('/api/admin/audit?action=admin_create')).json();
    expect(entries).toEqual([expect.objectContaining({ actor: COMMAND_LINE_ACTOR, action: 'admin_create', subject: { id: created.user.id, label: 'Bea Boss <boss@practice.example>' }, details: { outcome: 'created' } })]);
  });

  it('promotes an existing client: their sessions end, their own password no longer works, and only the link sets up the admin', async () => {
    await start();
    const client = createCookieJarClient(t.app);
    expect((await client.login(DEMO.free)).status).toBe(200);
    const promoted = await createAdmin(t.deps, { email: DEMO.free, firstName: 'Ignored', lastName: 'Ignored' });
    expect(promoted.outcome).toBe('promoted');
    expect(promoted.user).toMatchObject({ email: DEMO.free, isAdmin: true, firstName: 'Frances' });
    expect((await client.get('/api/users/current')).status).toBe(401);
    // Whoever registered the address first cannot use it: its password is gone (no enrolment step either).
    const ownPassword = await createCookieJarClient(t.app).login(DEMO.free);
    expect(ownPassword.status).toBe(400);
    expect((await ownPassword.json()).error.fields).toEqual({ passwordincorrect: 'Password incorrect' });

    // Asked again: the account stays admin, and only the newest link works.
    const second = await createAdmin(t.deps, { email: DEMO.free, firstName: 'Frances', lastName: 'Free' });
    expect(second.outcome).toBe('already-admin');
    const stale = await createCookieJarClient(t.app).post('/api/auth/reset', { token: promoted.link.split('/set-password/')[1], password: NEW_PASSWORD, password2: NEW_PASSWORD });
    expect(stale.status).toBe(410);
    // A link a newer one replaced reads as used.
    expect(await linkState(promoted.link)).toBe('used');
    const admin = await setUpWithLink(second.link);
    expect((await admin.get('/api/admin/audit')).status).toBe(200);
  });

  it('tells a link’s page that the link has expired or does not exist, and refuses a malformed one, using nothing up', async () => {
    await start();
    const created = await createAdmin(t.deps, { email: 'late@practice.example', firstName: 'Lee', lastName: 'Late' });
    expect(await linkState(`https://x/set-password/${'x'.repeat(43)}`)).toBe('invalid');
    t.clock.advance(ADMIN_SETUP_LINK_TTL_MS + 1);
    expect(await linkState(created.link)).toBe('expired');
    for (const body of [{}, { token: 'short' }, { token: created.link.split('/set-password/')[1], extra: 1 }]) {
      expect((await createCookieJarClient(t.app).post('/api/auth/reset/status', body)).status).toBe(400);
    }
  });
});
