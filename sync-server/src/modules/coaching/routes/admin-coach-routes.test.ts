import { afterEach, describe, expect, it } from 'vitest';
import type { AdminBookingPageDto, AdminCoachDto } from '../contract/coach-admin-dto';
import type { CoachDto } from '../contract/coach-dto';
import type { SlotsResponse } from '../contract/schedule-schemas';
import type { UserSummaryDto } from '../../accounts/contract/user-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const DANA = 'coach-dana-example';
const JORDAN = 'coach-jordan-example';

type AuditEntry = { action: string; subject: unknown; details: Record<string, unknown> };

/** A coach form as the admin page sends it. */
function coachForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Riley Example, Ph.D.',
    credential: 'Vocational psychologist (demo profile)',
    photoUrl: 'https://photos.example.com/riley.jpg',
    timeZone: 'Europe/London',
    meetingUrl: 'https://meet.example.com/riley?pwd=secret-passcode',
    email: 'Riley.Example@Coaches.example.com',
    schedulingUrl: '',
    active: true,
    weekly: [
      { weekday: 2, start: '10:00', end: '11:30' },
      { weekday: 2, start: '13:00', end: '13:45' },
    ],
    ...overrides,
  };
}

async function signedIn(t: TestApp, email: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

const put = (client: CookieJarClient, id: string, body: unknown) => client.request('PUT', `/api/admin/coaches/${id}`, body);
const coachesOf = async (admin: CookieJarClient) => (await (await admin.get('/api/admin/coaches')).json()) as AdminCoachDto[];
const slotsOf = async (client: CookieJarClient, coachId: string) => ((await (await client.get(`/api/coaches/${coachId}/slots`)).json()) as SlotsResponse).slots;
const auditOf = async (admin: CookieJarClient, action: string) => ((await (await admin.get(`/api/admin/audit?action=${action}`)).json()) as { entries: AuditEntry[] }).entries;
const fieldsOf = async (response: Response) => ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

describe('admin coaches: who may call', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('refuses visitors (401) and clients (403) on every admin coach route', async () => {
    t = await createTestApp();
    const visitor = createCookieJarClient(t.app);
    const client = await signedIn(t, DEMO.premium);
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/coaches', undefined],
      ['POST', '/api/admin/coaches', coachForm()],
      ['PUT', `/api/admin/coaches/${DANA}`, coachForm()],
      ['GET', '/api/admin/bookings', undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await visitor.request(method, url, body)).status).toBe(401);
      expect((await client.request(method, url, body)).status).toBe(403);
    }
    // Nothing changed.
    const admin = await signedIn(t, DEMO.admin);
    expect((await coachesOf(admin)).map((coach) => coach.name)).toEqual(['Dana Example, Ph.D.', 'Jordan Example, Ph.D.', 'Sam Example, Ph.D.']);
  });
});

describe('admin coaches: validation', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('names each invalid field, never answers 500, and changes nothing', async () => {
    t = await createTestApp();
    const admin = await signedIn(t, DEMO.admin);
    const before = await coachesOf(admin);
    const refused = async (body: unknown) => {
      const response = await put(admin, DANA, body);
      expect(response.status).toBe(400);
      return (await fieldsOf(response)).fields ?? {};
    };
    expect(await refused(coachForm({ timeZone: 'Mars/Olympus_Mons' }))).toEqual({ timeZone: 'Time zone must be an IANA time zone such as America/New_York' });
    expect(await refused(coachForm({ timeZone: '+05:00' }))).toHaveProperty('timeZone');
    expect(await refused(coachForm({ photoUrl: 'http://photos.example.com/a.jpg' }))).toEqual({ photoUrl: 'Photo URL must be an https:// address, or empty' });
    expect(await refused(coachForm({ photoUrl: 'javascript:alert(1)' }))).toHaveProperty('photoUrl');
    expect(await refused(coachForm({ meetingUrl: '' }))).toEqual({ meetingUrl: 'Meeting link is required' });
    expect(await refused(coachForm({ meetingUrl: 'https://user:pass@meet.example.com/x' }))).toEqual({ meetingUrl: 'Meeting link must be an https:// address' });
    expect(await refused(coachForm({ schedulingUrl: 'ftp://calendar.example.com' }))).toHaveProperty('schedulingUrl');
    expect(await refused(coachForm({ email: 'not an email' }))).toEqual({ email: 'Email is invalid' });
    expect(await refused(coachForm({ name: '   ' }))).toEqual({ name: 'Name is required' });
    for (const name of ['Dana\tExample', 'Dana Example,\nPh.D.', 'Dana Example\r\n']) {
      expect(await refused(coachForm({ name })), JSON.stringify(name)).toEqual({ name: 'Name must not contain tabs, line breaks or other control characters' });
    }
    expect(await refused(coachForm({ active: 'yes' }))).toHaveProperty('active');
    expect(await refused(coachForm({ weekly: [{ weekday: 1, start: '10:00', end: '10:30' }] }))).toEqual({
      weekly: 'Monday 10:00-10:30: a window must be at least 45 minutes (one session)',
    });
    expect(await refused(coachForm({ weekly: [{ weekday: 1, start: '12:00', end: '09:00' }] }))).toEqual({ weekly: 'Monday 12:00-09:00: the end must be after the start' });
    expect(
      await refused(
        coachForm({
          weekly: [
            { weekday: 3, start: '09:00', end: '12:00' },
            { weekday: 3, start: '11:00', end: '14:00' },
          ],
        }),
      ),
    ).toEqual({ weekly: 'Wednesday 11:00-14:00 overlaps 09:00-12:00' });
    expect(await refused(coachForm({ weekly: [{ weekday: 7, start: '09:00', end: '12:00' }] }))).toHaveProperty('weekly');
    expect(await refused(coachForm({ weekly: [{ weekday: 1, start: '9am', end: '25:00' }] }))).toHaveProperty('weekly');
    expect(await refused(coachForm({ weekly: 'always' }))).toHaveProperty('weekly');
    expect(await refused(coachForm({ order: 1 }))).toEqual({ order: 'Unexpected field' });
    expect(await refused({})).toMatchObject({ name: 'Name is required', meetingUrl: 'Meeting link is required' });

    // Malformed bodies and a coach that is not there.
    const malformed = await admin.request('PUT', `/api/admin/coaches/${DANA}`);
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    for (const body of [null, [], 'text', 42]) expect((await put(admin, DANA, body)).status).toBe(400);
    expect((await put(admin, 'nobody', coachForm())).status).toBe(404);
    expect((await admin.post('/api/admin/coaches', coachForm({ weekly: [{ weekday: 1 }] }))).status).toBe(400);
    expect((await admin.get('/api/admin/bookings?from=yesterday')).status).toBe(400);
    expect((await admin.get('/api/admin/bookings?limit=0')).status).toBe(400);
    expect((await admin.get('/api/admin/bookings?afterStart=2026-11-23T14:00:00.000Z')).status).toBe(400);

    expect(await coachesOf(admin)).toEqual(before);
    expect(await auditOf(admin, 'coach_update')).toEqual([]);
  });
});

describe.each(cases)('admin coaches on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('lists every coach with every detail, the weekly windows as times on the coach clock', async () => {
    t = await createTestApp({ database: await create() });
    const [dana, jordan, sam] = await coachesOf(await signedIn(t, DEMO.admin));
    expect(dana).toEqual({
      _id: DANA,
      name: 'Dana Example, Ph.D.',
      credential: 'Counseling psychologist (demo profile)',
      photoUrl: null,
      timeZone: 'America/New_York',
      meetingUrl: 'https://meet.example.com/dana-example',
      schedulingUrl: null,
      email: 'dana.example@coaches.example.com',
      order: 1,
      active: true,
      weekly: expect.arrayContaining([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
      ]),
    });
    expect(dana?.weekly).toHaveLength(10);
    expect([jordan?._id, sam?.order]).toEqual([JORDAN, 3]);
  });

  it("updates a coach: clients see the new name, credential and photo, slots follow the new hours and zone, and the audit says what changed (no meeting link)", async () => {
    t = await createTestApp({ database: await create() });
    const admin = await signedIn(t, DEMO.admin);
    const client = await signedIn(t, DEMO.premium);
    const response = await put(admin, DANA, coachForm());
    expect(response.status).toBe(200);
    const updated = (await response.json()) as AdminCoachDto;
    expect(updated).toMatchObject({ _id: DANA, name: 'Riley Example, Ph.D.', email: 'riley.example@coaches.example.com', schedulingUrl: null, order: 1, timeZone: 'Europe/London' });
    expect((await coachesOf(admin))[0]).toEqual(updated);

    const coaches = (await (await client.get('/api/coaches')).json()) as CoachDto[];
    expect(coaches[0]).toEqual({ _id: DANA, name: 'Riley Example, Ph.D.', credential: 'Vocational psychologist (demo profile)', photo: 'https://photos.example.com/riley.jpg' });
    // Tuesdays 10:00-11:30 and 13:00-13:45 in London (UTC+0 in November); the test clock is Sunday 2026-11-22.
    expect((await slotsOf(client, DANA)).slice(0, 4)).toEqual(['2026-11-24T10:00:00.000Z', '2026-11-24T10:45:00.000Z', '2026-11-24T13:00:00.000Z', '2026-12-01T10:00:00.000Z']);

    const [entry] = await auditOf(admin, 'coach_update');
    expect(entry?.subject).toBeNull();
    expect(entry?.details).toMatchObject({
      coachId: DANA,
      name: 'Riley Example, Ph.D.',
      changed: 'name, credential, photoUrl, timeZone, email, meetingUrl, availability',
      values: expect.stringContaining('timeZone: America/New_York -> Europe/London'),
    });
    expect(String(entry?.details.values)).toContain('availability: Mon 09:00-12:00, 13:00-17:00; Tue');
    expect(String(entry?.details.values)).toContain('-> Tue 10:00-11:30, 13:00-13:45');
    expect(JSON.stringify(entry)).not.toContain('secret-passcode');

    // Made inactive: hidden from clients, no slots; the admin still lists the coach.
    expect((await put(admin, DANA, coachForm({ active: false }))).status).toBe(200);
    expect(((await (await client.get('/api/coaches')).json()) as CoachDto[]).map((coach) => coach._id)).toEqual([JORDAN, 'coach-sam-example']);
    expect((await client.get(`/api/coaches/${DANA}/slots`)).status).toBe(404);
    expect((await coachesOf(admin)).map((coach) => [coach._id, coach.active])[0]).toEqual([DANA, false]);
    expect((await auditOf(admin, 'coach_update'))[0]?.details).toMatchObject({ changed: 'active', values: 'active: true -> false' });
  });

  it('adds a coach last in the order, audited, offered to clients', async () => {
    t = await createTestApp({ database: await create() });
    const admin = await signedIn(t, DEMO.admin);
    const response = await admin.post('/api/admin/coaches', coachForm({ photoUrl: null, schedulingUrl: 'https://calendar.example.com/riley' }));
    expect(response.status).toBe(201);
    const added = (await response.json()) as AdminCoachDto;
    expect(added).toMatchObject({ name: 'Riley Example, Ph.D.', photoUrl: null, schedulingUrl: 'https://calendar.example.com/riley', order: 4, active: true });
    expect((await coachesOf(admin)).map((coach) => coach._id)).toEqual([DANA, JORDAN, 'coach-sam-example', added._id]);
    const client = await signedIn(t, DEMO.premium);
    expect(((await (await client.get('/api/coaches')).json()) as CoachDto[]).at(-1)).toEqual({ _id: added._id, name: 'Riley Example, Ph.D.', credential: 'Vocational psychologist (demo profile)', photo: null });
    expect((await slotsOf(client, added._id))[0]).toBe('2026-11-24T10:00:00.000Z');
    expect((await auditOf(admin, 'coach_add'))[0]?.details).toEqual({
      coachId: added._id,
      name: 'Riley Example, Ph.D.',
      timeZone: 'Europe/London',
      active: true,
      availability: 'Tue 10:00-11:30, 13:00-13:45',
    });
  });

  it('lists every upcoming live session soonest first, a page at a time, and changing hours never cancels one', async () => {
    t = await createTestApp({ database: await create() });
    const admin = await signedIn(t, DEMO.admin);
    const users = (await (await admin.get('/api/users/')).json()) as UserSummaryDto[];
    const essential = users.find((user) => user.email === DEMO.essential) as UserSummaryDto;
    const premium = users.find((user) => user.email === DEMO.premium) as UserSummaryDto;
    expect(premium).toMatchObject({ planSessions: ['interview', 'results'], interviewSession: null, resultsSession: null });
    expect(essential).toMatchObject({ planSessions: ['results'], interviewSession: null });
    expect(users.find((user) => user.email === DEMO.free)).toMatchObject({ planSessions: [], interviewSession: null, resultsSession: null });
    expect((await admin.post('/api/plans', { userId: essential._id, plan: 'premium' })).status).toBe(200);

    const premiumClient = await signedIn(t, DEMO.premium);
    const [first, second, third] = await slotsOf(premiumClient, DANA);
    expect((await premiumClient.post('/api/users/schedule', { type: 'interview', coachId: DANA, startTime: first })).status).toBe(200);
    // Moved: the first booking is cancelled and must not be listed.
    expect((await premiumClient.post('/api/users/schedule', { type: 'interview', coachId: DANA, startTime: third })).status).toBe(200);
    const upgraded = await signedIn(t, DEMO.essential);
    expect((await upgraded.post('/api/users/schedule', { type: 'interview', coachId: DANA, startTime: second })).status).toBe(200);

    const page = (await (await admin.get('/api/admin/bookings')).json()) as AdminBookingPageDto;
    expect(page.next).toBeNull();
    expect(page.bookings).toEqual([
      {
        _id: expect.any(String),
        startAt: second,
        endAt: new Date(Date.parse(second as string) + 45 * 60_000).toISOString(),
        type: 'interview',
        client: { _id: essential._id, firstName: essential.firstName, lastName: essential.lastName, email: DEMO.essential },
        coach: { _id: DANA, name: 'Dana Example, Ph.D.' },
      },
      expect.objectContaining({ startAt: third, client: expect.objectContaining({ _id: premium._id, email: DEMO.premium }) }),
    ]);

    // A page at a time.
    const one = (await (await admin.get('/api/admin/bookings?limit=1')).json()) as AdminBookingPageDto;
    expect(one.bookings.map((booking) => booking.startAt)).toEqual([second]);
    expect(one.next).toEqual({ afterStart: second, afterId: page.bookings[0]?._id });
    const rest = (await (await admin.get(`/api/admin/bookings?limit=1&afterStart=${encodeURIComponent(String(one.next?.afterStart))}&afterId=${one.next?.afterId}`)).json()) as AdminBookingPageDto;
    expect(rest).toEqual({ bookings: [page.bookings[1]], next: null });
    // Sessions over by `from` are left out.
    const later = (await (await admin.get(`/api/admin/bookings?from=${encodeURIComponent(new Date(Date.parse(third as string) + 45 * 60_000).toISOString())}`)).json()) as AdminBookingPageDto;
    expect(later.bookings).toEqual([]);

    // The user table shows the sessions.
    const listed = (await (await admin.get('/api/users/')).json()) as UserSummaryDto[];
    expect(listed.find((user) => user.email === DEMO.premium)).toMatchObject({ interviewSession: third, resultsSession: null });

    // Dana's hours change to Saturdays only: both sessions stay booked.
    expect((await put(admin, DANA, coachForm({ name: 'Dana Example, Ph.D.', weekly: [{ weekday: 6, start: '09:00', end: '12:00' }] }))).status).toBe(200);
    expect(((await (await admin.get('/api/admin/bookings')).json()) as AdminBookingPageDto).bookings.map((booking) => booking.startAt)).toEqual([second, third]);
  });
});
