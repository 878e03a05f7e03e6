import { afterEach, describe, expect, it } from 'vitest';
import { ROUTE_POLICY } from '../../../http/route-policy';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('admin tools on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start() {
    t = await createTestApp({ database: await create(), completeDemoClient: true });
  }

  async function signedIn(email: string): Promise<CookieJarClient> {
    const client = createCookieJarClient(t.app);
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  async function idOf(email: string): Promise<string> {
    const users = (await (await (await signedIn(DEMO.admin)).get('/api/users/')).json()) as Array<{ _id: string; email: string }>;
    return users.find((user) => user.email === email)?._id as string;
  }

  async function auditEntries(admin: CookieJarClient, query = '') {
    const response = await admin.get(`/api/admin/audit${query}`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it("lists each user's completion of the current plan, the interview and the MBTI/SII sync state", async () => {
    await start();
    const users = (await (await (await signedIn(DEMO.admin)).get('/api/users/')).json()) as Array<Record<string, unknown>>;
    const row = (email: string) => users.find((user) => user.email === email);
    expect(row(DEMO.complete)).toMatchObject({ assessmentsCompleted: 6, assessmentsTotal: 6, interviewCompleted: false, elevate: { mbti: true, sii: true } });
    expect(row(DEMO.premium)).toMatchObject({ assessmentsCompleted: 0, assessmentsTotal: 7, elevate: { mbti: false, sii: false } });
    expect(row(DEMO.free)).toMatchObject({ assessmentsTotal: 4, elevate: null });
    expect(row(DEMO.admin)).toMatchObject({ assessmentsTotal: 0, plan: null });
  });

  it("gives an admin a user's results and answers, audited by view, with no secrets; clients and visitors get nothing", async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const id = await idOf(DEMO.complete);
    const results = await admin.get(`/api/users/${id}`);
    expect(results.status).toBe(200);
    const body = await results.json();
    expect(body).toMatchObject({ _id: id, email: DEMO.complete });
    expect(body.assessmentData.find((data: { _id: string }) => data._id === 'neo').results).toBeTruthy();
    const text = JSON.stringify(body);
    for (const secret of ['password', 'scrypt', 'sessionVersion', 'session_version', 'token']) expect(text).not.toContain(secret);
    expect((await admin.get(`/api/users/${id}?view=interview`)).status).toBe(200);
    expect((await admin.get(`/api/users/current/${id}`)).status).toBe(200);
    expect((await admin.get('/api/users/no-such-user')).status).toBe(404);
    expect((await admin.get(`/api/users/${id}?view=everything`)).status).toBe(400);

    const { entries } = await auditEntries(admin);
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['view_user', 'view_interview', 'view_results']);
    expect(entries[2]).toMatchObject({ actor: { label: 'Ada Admin <admin@demo.example>' }, subject: { id, label: `Casey Complete <${DEMO.complete}>` }, details: { view: 'results' } });

    expect((await (await signedIn(DEMO.premium)).get(`/api/users/${id}`)).status).toBe(403);
    expect((await createCookieJarClient(t.app).get(`/api/users/${id}`)).status).toBe(401);
  });

  it('audits a plan change with its from and to, refuses a change to the current plan with a reason', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const id = await idOf(DEMO.essential);
    expect((await admin.post('/api/plans', { userId: id, plan: 'premium' })).status).toBe(200);
    const same = await admin.post('/api/plans', { userId: id, plan: 'premium' });
    expect(same.status).toBe(409);
    expect((await same.json()).error.message).toBe('Eli Essential is already on the Premium plan.');
    const { entries } = await auditEntries(admin, '?action=plan_change');
    expect(entries).toEqual([expect.objectContaining({ action: 'plan_change', subject: { id, label: `Eli Essential <${DEMO.essential}>` }, details: { from: 'essential', to: 'premium' } })]);
  });

  it('lets an admin act as a client, read-only on every write route, until Return to admin', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const premiumId = await idOf(DEMO.premium);
    const started = await admin.post('/api/admin/act-as', { userId: premiumId });
    expect(started.status).toBe(200);
    const current = await (await admin.get('/api/users/current')).json();
    expect(current).toMatchObject({ _id: premiumId, email: DEMO.premium, actingAs: { admin: { firstName: 'Ada', lastName: 'Admin' } } });
    expect(Date.parse(current.actingAs.expiresAt) - t.clock.now().getTime()).toBe(30 * 60 * 1000);

    // Every write the table knows is refused, whatever its access level, but the way back and logout.
    const writes = ROUTE_POLICY.filter((route) => route.method !== 'GET' && !['/api/admin/act-as/end', '/api/auth/logout'].includes(route.path));
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const response = await admin.request(route.method, route.path.replace(/:\w+/g, 'x'), {});
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect((await response.json()).error.code, `${route.method} ${route.path}`).toBe('read_only');
    }
    // Admin pages are out of reach: the request is the client's.
    expect((await admin.get('/api/users/')).status).toBe(403);
    expect((await admin.get('/api/admin/audit')).status).toBe(403);

    const ended = await admin.post('/api/admin/act-as/end');
    expect(ended.status).toBe(200);
    expect((await (await admin.get('/api/users/current')).json()).email).toBe(DEMO.admin);
    const actions = (await auditEntries(admin, '?subjectId=' + premiumId)).entries.map((entry: { action: string; details: unknown }) => [entry.action, entry.details]);
    expect(actions).toEqual([
      ['act_as_end', { reason: 'return' }],
      ['act_as_start', { expiresAt: current.actingAs.expiresAt }],
    ]);
    expect((await admin.post('/api/admin/act-as/end')).status).toBe(409);
  });

  it("ends the acting token on the server at 'Return to admin': the old acting cookie, replayed, acts as nobody", async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const premiumId = await idOf(DEMO.premium);
    expect((await admin.post('/api/admin/act-as', { userId: premiumId })).status).toBe(200);
    const actingCookie = Object.entries(admin.cookies()).find(([name]) => name.endsWith('acting'));
    expect(actingCookie).toBeDefined();
    expect((await admin.post('/api/admin/act-as/end')).status).toBe(200);
    const entriesAfterReturn = (await auditEntries(admin, '?subjectId=' + premiumId)).entries.length;

    // The same admin session with the old cookie set again, well inside its 30 minutes.
    t.clock.advance(60 * 1000);
    admin.setCookie(actingCookie?.[0] as string, actingCookie?.[1]);
    const replayed = await admin.get('/api/users/current');
    expect(replayed.status).toBe(200);
    expect((await replayed.json()).email).toBe(DEMO.admin);
    expect((await admin.get('/api/admin/audit')).status).toBe(200);
    expect((await admin.post('/api/admin/act-as/end')).status).toBe(409);
    expect((await auditEntries(admin, '?subjectId=' + premiumId)).entries).toHaveLength(entriesAfterReturn);

    // Logout ends a live acting session too: signed in again, its cookie acts as nobody.
    expect((await admin.post('/api/admin/act-as', { userId: premiumId })).status).toBe(200);
    const secondCookie = Object.entries(admin.cookies()).find(([name]) => name.endsWith('acting'));
    expect(await t.deps.db.selectFrom('acting_sessions').select('id').execute()).toHaveLength(1);
    expect((await admin.post('/api/auth/logout')).status).toBe(200);
    expect(await t.deps.db.selectFrom('acting_sessions').select('id').execute()).toEqual([]);
    const again = await signedIn(DEMO.admin);
    again.setCookie(secondCookie?.[0] as string, secondCookie?.[1]);
    expect((await (await again.get('/api/users/current')).json()).email).toBe(DEMO.admin);
  });

  it('ends acting after 30 minutes, and on logout signs the admin out but not the client', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const client = await signedIn(DEMO.premium);
    const premiumId = await idOf(DEMO.premium);
    await admin.post('/api/admin/act-as', { userId: premiumId });
    t.clock.advance(30 * 60 * 1000 + 1000);
    expect((await (await admin.get('/api/users/current')).json()).email).toBe(DEMO.admin);

    await admin.post('/api/admin/act-as', { userId: premiumId });
    expect((await (await admin.get('/api/users/current')).json()).email).toBe(DEMO.premium);
    expect((await admin.post('/api/auth/logout')).status).toBe(200);
    expect((await admin.get('/api/users/current')).status).toBe(401);
    expect((await client.get('/api/users/current')).status).toBe(200);
    const again = await signedIn(DEMO.admin);
    const [last] = (await auditEntries(again)).entries;
    expect(last).toMatchObject({ action: 'act_as_end', details: { reason: 'logout' } });
  });

  it('refuses acting as an admin, clients acting at all, and an acting cookie without its admin session', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const adminId = (await (await admin.get('/api/users/current')).json())._id as string;
    expect((await admin.post('/api/admin/act-as', { userId: adminId })).status).toBe(403);
    expect((await admin.post('/api/admin/act-as', { userId: 'nobody' })).status).toBe(404);
    const client = await signedIn(DEMO.free);
    expect((await client.post('/api/admin/act-as', { userId: await idOf(DEMO.premium) })).status).toBe(403);

    await admin.post('/api/admin/act-as', { userId: await idOf(DEMO.premium) });
    // The acting cookie alone, or beside another user's session, is not honoured.
    const thief = createCookieJarClient(t.app);
    const actingCookie = Object.entries(admin.cookies()).find(([name]) => name.endsWith('acting'));
    thief.setCookie(actingCookie?.[0] as string, actingCookie?.[1]);
    expect((await thief.get('/api/users/current')).status).toBe(401);
    const other = await signedIn(DEMO.essential);
    other.setCookie(actingCookie?.[0] as string, actingCookie?.[1]);
    expect((await (await other.get('/api/users/current')).json()).email).toBe(DEMO.essential);
  });

  it('lists the audit log newest first, by filter, a page at a time', async () => {
    await start();
    const admin = await signedIn(DEMO.admin);
    const id = await idOf(DEMO.free);
    await admin.get(`/api/users/${id}`);
    await admin.post('/api/plans', { userId: id, plan: 'essential' });
    await admin.get(`/api/users/${id}?view=interview`);
    const first = await auditEntries(admin, '?limit=2');
    expect(first.entries.map((entry: { action: string }) => entry.action)).toEqual(['view_interview', 'plan_change']);
    expect(first.next).toEqual(expect.any(String));
    const second = await auditEntries(admin, `?limit=2&before=${first.next as string}`);
    expect(second.entries.map((entry: { action: string }) => entry.action)).toEqual(['view_results']);
    expect(second.next).toBeNull();
    expect((await auditEntries(admin, '?action=view_results')).entries).toHaveLength(1);
    expect((await admin.get('/api/admin/audit?action=delete_everything')).status).toBe(400);
  });
});
