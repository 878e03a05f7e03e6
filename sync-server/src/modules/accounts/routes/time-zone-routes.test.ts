import { afterEach, describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGE } from '../../../contract/booking-time';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const PASSWORD = 'Lantern-Orchard-Quill-71';

describe.each(cases)('the account time zone on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function start() {
    t = await createTestApp({ database: await create() });
  }

  /** A browser that signs in from `timeZone` (none: a body without the field). */
  async function signIn(email: string, timeZone?: unknown): Promise<CookieJarClient> {
    const client = createCookieJarClient(t.app);
    const response = await client.post('/api/auth/login', { email, password: DEMO.password, ...(timeZone === undefined ? {} : { timeZone }) });
    expect(response.status).toBe(200);
    return client;
  }

  async function zoneOf(client: CookieJarClient): Promise<{ timeZone: string | null; timeZoneSource: string | null }> {
    const { timeZone, timeZoneSource } = await (await client.get('/api/users/current')).json();
    return { timeZone, timeZoneSource };
  }

  const register = (client: CookieJarClient, email: string, timeZone?: unknown) =>
    client.post('/api/auth/register', { firstName: 'Tia', lastName: 'Zone', email, password: PASSWORD, password2: PASSWORD, ...(timeZone === undefined ? {} : { timeZone }) });

  it("keeps the browser's zone from sign-up; one it does not know, or none, leaves the account without one", async () => {
    await start();
    const chicago = createCookieJarClient(t.app);
    expect((await register(chicago, 'tia@example.com', 'America/Chicago')).status).toBe(201);
    expect(await zoneOf(chicago)).toEqual({ timeZone: 'America/Chicago', timeZoneSource: 'browser' });

    // Never refused for it: an odd browser must not stop a sign-up.
    for (const [index, odd] of ['Mars/Olympus_Mons', '+05:00', 42, null, ''].entries()) {
      const client = createCookieJarClient(t.app);
      expect((await register(client, `odd${index}@example.com`, odd)).status).toBe(201);
      expect(await zoneOf(client)).toEqual({ timeZone: null, timeZoneSource: null });
    }
    const none = createCookieJarClient(t.app);
    expect((await register(none, 'none@example.com')).status).toBe(201);
    expect(await zoneOf(none)).toEqual({ timeZone: null, timeZoneSource: null });
    // Spelt as Intl spells it.
    const lower = createCookieJarClient(t.app);
    expect((await register(lower, 'lower@example.com', 'america/new_york')).status).toBe(201);
    expect((await zoneOf(lower)).timeZone).toBe('America/New_York');
  });

  it("takes the browser's zone at each sign-in until the user chooses one on /profile, which sign-ins then keep", async () => {
    await start();
    expect(await zoneOf(await signIn(DEMO.premium))).toEqual({ timeZone: null, timeZoneSource: null });
    expect(await zoneOf(await signIn(DEMO.premium, 'America/Chicago'))).toEqual({ timeZone: 'America/Chicago', timeZoneSource: 'browser' });
    // A later sign-in from elsewhere (a trip, another device) moves it; one without a zone, or with an unknown one, leaves it.
    expect(await zoneOf(await signIn(DEMO.premium, 'Europe/Berlin'))).toEqual({ timeZone: 'Europe/Berlin', timeZoneSource: 'browser' });
    expect(await zoneOf(await signIn(DEMO.premium))).toEqual({ timeZone: 'Europe/Berlin', timeZoneSource: 'browser' });
    expect(await zoneOf(await signIn(DEMO.premium, 'Not/A_Zone'))).toEqual({ timeZone: 'Europe/Berlin', timeZoneSource: 'browser' });

    const client = await signIn(DEMO.premium);
    const chosen = await client.request('PUT', '/api/users/current/time-zone', { timeZone: 'Asia/Kolkata' });
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ timeZone: 'Asia/Kolkata' });
    expect(await zoneOf(client)).toEqual({ timeZone: 'Asia/Kolkata', timeZoneSource: 'profile' });
    expect(await zoneOf(await signIn(DEMO.premium, 'America/Los_Angeles'))).toEqual({ timeZone: 'Asia/Kolkata', timeZoneSource: 'profile' });
    // Another user's sign-in changes nothing of this account.
    await signIn(DEMO.essential, 'Pacific/Honolulu');
    expect(await zoneOf(client)).toEqual({ timeZone: 'Asia/Kolkata', timeZoneSource: 'profile' });
    // The account's own data file carries it.
    const exported = await (await client.get('/api/users/current/export')).json();
    expect(exported.account).toMatchObject({ timeZone: 'Asia/Kolkata', timeZoneSource: 'profile' });
  });

  it('refuses a time zone that is not an IANA name with 400 naming the field, never 500', async () => {
    await start();
    const client = await signIn(DEMO.premium, 'America/Chicago');
    const put = (body: unknown) => client.request('PUT', '/api/users/current/time-zone', body);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { timeZone: 'Time zone field is required' }],
      [{ timeZone: '' }, { timeZone: 'Time zone field is required' }],
      [{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: '+05:00' }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: 'EST; DROP TABLE users' }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: 'A'.repeat(10_000) }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: 42 }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: null }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: ['UTC'] }, { timeZone: TIME_ZONE_MESSAGE }],
      [{ timeZone: 'UTC', admin: true }, { admin: 'Unexpected field' }],
    ];
    for (const [body, fields] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await response.json()).error).toMatchObject({ code: 'validation', fields });
    }
    expect((await put('{"timeZone":')).status).toBe(400);
    // Nothing of it was stored.
    expect(await zoneOf(client)).toEqual({ timeZone: 'America/Chicago', timeZoneSource: 'browser' });

    // Spelt as Intl spells it; UTC is a zone too.
    expect(await (await put({ timeZone: ' america/chicago ' })).json()).toEqual({ timeZone: 'America/Chicago' });
    expect(await (await put({ timeZone: 'UTC' })).json()).toEqual({ timeZone: 'UTC' });
    expect(await zoneOf(client)).toEqual({ timeZone: 'UTC', timeZoneSource: 'profile' });
  });

  it('is limited to 20 changes an hour per account: the next is refused with 429 and the real wait, and not stored', async () => {
    await start();
    const client = await signIn(DEMO.premium, 'America/Chicago');
    const put = (timeZone: unknown) => client.request('PUT', '/api/users/current/time-zone', { timeZone });
    // Refused by validation: not counted.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await put('Mars/Olympus_Mons')).status).toBe(400);
    for (let change = 0; change < 20; change += 1) expect((await put(change % 2 ? 'Europe/Berlin' : 'Asia/Tokyo')).status, `change ${change + 1}`).toBe(200);
    const limited = await put('UTC');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(3540);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait an hour and try again.' } });
    expect(await zoneOf(client)).toEqual({ timeZone: 'Europe/Berlin', timeZoneSource: 'profile' });
    // Another account is not held back.
    expect((await (await signIn(DEMO.essential)).request('PUT', '/api/users/current/time-zone', { timeZone: 'UTC' })).status).toBe(200);
  });

  it('is for signed-in users (admins set their own), and not for an admin acting as a client', async () => {
    await start();
    expect((await createCookieJarClient(t.app).request('PUT', '/api/users/current/time-zone', { timeZone: 'UTC' })).status).toBe(401);
    const admin = await signIn(DEMO.admin);
    expect((await admin.request('PUT', '/api/users/current/time-zone', { timeZone: 'America/Denver' })).status).toBe(200);
    expect(await zoneOf(admin)).toEqual({ timeZone: 'America/Denver', timeZoneSource: 'profile' });

    const { _id: premiumId } = await (await (await signIn(DEMO.premium, 'America/Chicago')).get('/api/users/current')).json();
    expect((await admin.post('/api/admin/act-as', { userId: premiumId })).status).toBe(200);
    const acting = await admin.request('PUT', '/api/users/current/time-zone', { timeZone: 'Asia/Tokyo' });
    expect(acting.status).toBe(403);
    expect((await acting.json()).error.code).toBe('read_only');
    // The client's view, with the client's zone; the banner's end on the admin's clock.
    const view = await (await admin.get('/api/users/current')).json();
    expect(view).toMatchObject({ timeZone: 'America/Chicago', actingAs: { admin: { timeZone: 'America/Denver' } } });
  });
});
