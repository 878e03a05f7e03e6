import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleResponse, SlotsResponse } from '../contract/schedule-schemas';
import type { CurrentUserDto } from '../../accounts/contract/user-dto';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { userIdOf } from '../../../test/provider-path';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const DANA = 'coach-dana-example';
const TAKEN = 'This time is no longer available. Please choose another time.';

async function signedIn(t: TestApp, email: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

const slotsOf = async (client: CookieJarClient, coachId = DANA) => ((await (await client.get(`/api/coaches/${coachId}/slots`)).json()) as SlotsResponse).slots;
const book = (client: CookieJarClient, type: string, startTime: string, coachId = DANA) => client.post('/api/users/schedule', { type, coachId, startTime });
const me = async (client: CookieJarClient) => (await (await client.get('/api/users/current')).json()) as CurrentUserDto;
const messageOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

describe.each(cases)('booking sessions on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('ten clients racing for one slot: exactly one gets it, the others are told plainly', async () => {
    t = await createTestApp({ database: await create() });
    const admin = await signedIn(t, DEMO.admin);
    const clients = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const client = createCookieJarClient(t.app);
        const password = 'Lantern-Orchard-Quill-71';
        const registered = await client.post('/api/auth/register', { firstName: `Racer${index}`, lastName: 'Client', email: `racer${index}@example.com`, password, password2: password });
        const { userId } = (await registered.json()) as { userId: string };
        expect((await admin.post('/api/plans', { userId, plan: 'premium' })).status).toBe(200);
        return client;
      }),
    );
    const [slot] = await slotsOf(clients[0] as CookieJarClient);
    const responses = await Promise.all(clients.map((client) => book(client, 'interview', slot as string)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await messageOf(responses.find((response) => response.status === 409) as Response)).toBe(TAKEN);
    expect(await slotsOf(clients[0] as CookieJarClient)).not.toContain(slot);
  });

  it('one client sending several bookings of one session at once: each is booked or refused plainly (never a 500), and one stands', async () => {
    t = await createTestApp({ database: await create() });
    const premium = await signedIn(t, DEMO.premium);
    const slots = await slotsOf(premium);
    expect((await book(premium, 'interview', slots[0] as string)).status).toBe(200);
    for (let round = 0; round < 3; round += 1) {
      const wanted = slots.slice(1 + round * 6, 7 + round * 6);
      const responses = await Promise.all(wanted.map((slot) => book(premium, 'interview', slot)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);
      expect(statuses).toContain(200);
      const stored = await t.database.db.selectFrom('coach_bookings').select('start_at').where('session_type', '=', 'interview').where('status', '=', 'booked').execute();
      expect(stored).toHaveLength(1);
    }
  });

  it("never books over a session when the coach's hours moved since it was booked", async () => {
    t = await createTestApp({ database: await create() }); // the test clock: Sunday 2026-11-22 09:00 UTC
    const premium = await signedIn(t, DEMO.premium);
    // Monday 09:00-09:45 in New York.
    expect((await book(premium, 'interview', '2026-11-23T14:00:00.000Z')).status).toBe(200);
    // The admin moves Dana's Monday mornings to 09:30-12:00: 09:30 overlaps the booked session.
    await t.database.db.updateTable('coach_availability').set({ start_minute: 9 * 60 + 30 }).where('coach_id', '=', DANA).where('weekday', '=', 1).where('start_minute', '=', 9 * 60).execute();
    const slots = await slotsOf(premium);
    expect(slots).not.toContain('2026-11-23T14:30:00.000Z');
    expect(slots).toContain('2026-11-23T15:15:00.000Z');
    const admin = await signedIn(t, DEMO.admin);
    const other = createCookieJarClient(t.app);
    const registered = await other.post('/api/auth/register', { firstName: 'Olive', lastName: 'Client', email: 'olive@example.com', password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' });
    expect((await admin.post('/api/plans', { userId: ((await registered.json()) as { userId: string }).userId, plan: 'premium' })).status).toBe(200);
    const overlapping = await book(other, 'interview', '2026-11-23T14:30:00.000Z');
    expect(overlapping.status).toBe(409);
    expect(await messageOf(overlapping)).toBe(TAKEN);
    expect((await book(other, 'interview', '2026-11-23T15:15:00.000Z')).status).toBe(200);
  });
});

describe('booking sessions: the rules, moving and cancelling', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("offers a coach's free 45-minute slots from 12 hours ahead, on the coach's clock", async () => {
    t = await createTestApp(); // the test clock: Sunday 2026-11-22 09:00 UTC
    const slots = await slotsOf(await signedIn(t, DEMO.premium));
    // Monday 09:00 in New York (UTC-5), then every 45 minutes inside 09:00-12:00 and 13:00-17:00.
    expect(slots.slice(0, 5)).toEqual(['2026-11-23T14:00:00.000Z', '2026-11-23T14:45:00.000Z', '2026-11-23T15:30:00.000Z', '2026-11-23T16:15:00.000Z', '2026-11-23T18:00:00.000Z']);
    expect((await (await signedIn(t, DEMO.premium)).get('/api/coaches/nobody/slots')).status).toBe(404);
  });

  it('books up to 60 days ahead, and offers nothing further', async () => {
    t = await createTestApp(); // Sunday 2026-11-22 09:00 UTC; day 60 is Thursday 2027-01-21
    const premium = await signedIn(t, DEMO.premium);
    const far = (await (await premium.get('/api/coaches/coach-dana-example/slots?from=2027-01-20T00:00:00Z&days=30')).json()) as SlotsResponse;
    expect(far.slots.length).toBeGreaterThan(0);
    expect(far.slots.every((slot) => Date.parse(slot) <= Date.parse('2027-01-21T09:00:00Z'))).toBe(true);
    const tooFar = await book(premium, 'interview', '2027-01-25T14:00:00.000Z'); // a Monday 09:00 in New York, day 64
    expect(tooFar.status).toBe(422);
    expect(await messageOf(tooFar)).toBe('Sessions can be booked up to 60 days ahead.');
  });

  it('books, shows the appointment, moves it and cancels it (up to 24 hours before)', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const [first, second] = await slotsOf(client);
    const booked = await book(client, 'interview', first as string);
    expect(booked.status).toBe(200);
    const response = (await booked.json()) as ScheduleResponse;
    expect(response).toEqual({ success: true, type: 'interview', eventId: expect.any(String), userId: await userIdOf(client), startTime: first });
    expect(await me(client)).toMatchObject({
      interviewScheduled: true,
      resultsScheduled: false,
      appointments: {
        interview: { scheduled: true, eventId: response.eventId, startTime: first, coachName: expect.stringMatching(/Example, Ph\.D\.$/), meetingUrl: expect.stringMatching(/^https:\/\//) },
        results: null,
      },
    });

    // Moving: the new slot is taken, the old one is free again.
    expect((await book(client, 'interview', second as string)).status).toBe(200);
    const slots = await slotsOf(client);
    expect(slots).toContain(first);
    expect(slots).not.toContain(second);
    expect((await me(client)).appointments.interview?.startTime).toBe(second);

    // Inside 24 hours of the session it can no longer be changed or cancelled.
    t.clock.advance(Date.parse(second as string) - t.clock.now().getTime() - 23 * 3_600_000);
    const late = await client.request('DELETE', '/api/users/schedule/interview');
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe('Sessions can be cancelled up to 24 hours before they start.');
    t.clock.advance(-2 * 3_600_000 * 24);
    expect((await client.request('DELETE', '/api/users/schedule/interview')).status).toBe(200);
    expect(await me(client)).toMatchObject({ interviewScheduled: false, appointments: { interview: null } });
    expect((await client.request('DELETE', '/api/users/schedule/interview')).status).toBe(404);
  });

  it("enforces the plans: none on Free, the interview only on Premium, results only when everything is complete", async () => {
    t = await createTestApp({ completeDemoClient: true });
    const slot = (await slotsOf(await signedIn(t, DEMO.premium)))[0] as string;
    expect((await book(await signedIn(t, DEMO.free), 'results', slot)).status).toBe(403);
    const essential = await signedIn(t, DEMO.essential);
    expect((await book(essential, 'interview', slot)).status).toBe(403);
    const early = await book(essential, 'results', slot);
    expect(early.status).toBe(422);
    expect(await messageOf(early)).toBe('Please finish all assessments before scheduling');
    expect((await book(await signedIn(t, DEMO.complete), 'results', slot)).status).toBe(200);
  });

  it('refuses a time the coach does not offer, a time too soon, and malformed requests (never a 500)', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    expect(await messageOf(await book(client, 'interview', '2026-11-23T08:00:00.000Z'))).toBe(TAKEN); // 03:00 in New York
    expect((await book(client, 'interview', '2026-11-22T14:00:00.000Z')).status).toBe(409); // Sunday, and too soon
    expect((await book(client, 'interview', '2026-11-23T14:00:00.000Z', 'nobody')).status).toBe(404);
    for (const body of [{}, { type: 'coffee', coachId: DANA, startTime: '2026-11-23T14:00:00.000Z' }, { type: 'interview', coachId: DANA, startTime: 'tomorrow' }, { type: 'interview', startTime: '2026-11-23T14:00:00.000Z' }]) {
      expect((await client.post('/api/users/schedule', body)).status).toBe(400);
    }
    expect((await client.request('DELETE', '/api/users/schedule/coffee')).status).toBe(400);
  });
});
