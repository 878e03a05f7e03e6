import { afterEach, describe, expect, it } from 'vitest';
import type { CoachDto } from '../contract/coach-dto';
import type { ScheduleResponse, SlotsResponse } from '../contract/schedule-schemas';
import { SLOT_TAKEN_MESSAGE } from '../contract/schedule-schemas';
import type { CurrentUserDto } from '../../accounts/contract/user-dto';
import type { CalendlyStandIn, StandInEvent } from '../../../test/calendly-stand-in';
import { CALENDLY_TEST_TOKEN, startCalendlyStandIn } from '../../../test/calendly-stand-in';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { userIdOf } from '../../../test/provider-path';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { WIDGET_UNAVAILABLE_MESSAGE } from '../services/widget-booking';
import { WIDGET_COACH_ONLY_MESSAGE } from '../services/coach-widget-page';
import { insertBooking } from '../repositories/booking-repository';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const DANA = 'coach-dana-example';
const DANA_PAGE = 'https://calendly.com/dana-example';
const WIDGET_ORIGIN = 'https://calendly.com';

// The test clock is Sunday 2026-11-22 09:00 UTC.
const event = (overrides: Partial<StandInEvent> = {}): StandInEvent => ({
  status: 'active',
  startTime: '2026-11-25T15:00:00.000Z',
  endTime: '2026-11-25T15:45:00.000Z',
  schedulingUrl: `${DANA_PAGE}/45min`,
  inviteeEmail: DEMO.premium,
  ...overrides,
});

async function signedIn(t: TestApp, email: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

const messageOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const me = async (client: CookieJarClient) => (await (await client.get('/api/users/current')).json()) as CurrentUserDto;
const bookingRows = (t: TestApp) => t.database.db.selectFrom('coach_bookings').selectAll().orderBy('id').execute();

async function widgetApp(calendly: CalendlyStandIn, create?: () => Promise<TestApp['database']>): Promise<TestApp> {
  const t = await createTestApp({
    ...(create ? { database: await create() } : {}),
    config: { scheduling: { kind: 'calendly', apiToken: CALENDLY_TEST_TOKEN, apiUrl: calendly.url, widgetOrigin: WIDGET_ORIGIN } },
  });
  await t.database.db.updateTable('coaches').set({ scheduling_url: DANA_PAGE }).where('id', '=', DANA).execute();
  return t;
}

describe.each(cases)('booking through the scheduling widget on $dialect', ({ create }) => {
  let t: TestApp;
  let calendly: CalendlyStandIn;
  afterEach(async () => {
    await t.close();
    await calendly.close();
  });

  it('a double submit of the same event stores one booking and gives both the same answer', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly, create);
    const client = await signedIn(t, DEMO.premium);
    const ref = calendly.addEvent('EVT1', event());
    const responses = await Promise.all([client.post('/api/users/schedule', { type: 'interview', ...ref }), client.post('/api/users/schedule', { type: 'interview', ...ref })]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const [first, second] = (await Promise.all(responses.map((response) => response.json()))) as ScheduleResponse[];
    expect(second).toEqual(first);
    expect(await bookingRows(t)).toHaveLength(1);
    // A later replay: the same answer again, nothing more stored.
    expect(await (await client.post('/api/users/schedule', { type: 'interview', ...ref })).json()).toEqual(first);
    expect(await bookingRows(t)).toHaveLength(1);
  });
});

describe('booking through the scheduling widget', () => {
  let t: TestApp;
  let calendly: CalendlyStandIn;
  afterEach(async () => {
    await t.close();
    await calendly.close();
  });

  it('tells the app which coaches book through the widget, and lets the page frame it', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    await t.database.db.updateTable('coaches').set({ scheduling_url: 'https://elsewhere.example/jordan' }).where('id', '=', 'coach-jordan-example').execute();
    const client = await signedIn(t, DEMO.premium);
    const coaches = (await (await client.get('/api/coaches')).json()) as CoachDto[];
    expect(coaches.map((coach) => [coach._id, coach.widgetUrl, coach.widgetOrigin])).toEqual([
      [DANA, DANA_PAGE, WIDGET_ORIGIN],
      ['coach-jordan-example', null, WIDGET_ORIGIN], // not on the widget's origin: never framed
      ['coach-sam-example', null, WIDGET_ORIGIN],
    ]);
    const csp = (await client.get('/')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(`frame-src 'self' ${WIDGET_ORIGIN}`);
  });

  it('stores a booking the provider confirms, shows it, and cancels it at the provider too', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    const mailsBefore = (await t.outbox(DEMO.premium)).length;
    const ref = calendly.addEvent('EVT1', event());
    const booked = await client.post('/api/users/schedule', { type: 'interview', ...ref });
    expect(booked.status).toBe(200);
    const answer = (await booked.json()) as ScheduleResponse;
    expect(answer).toEqual({ success: true, type: 'interview', eventId: expect.any(String), userId: await userIdOf(client), startTime: '2026-11-25T15:00:00.000Z' });
    const [row] = await bookingRows(t);
    expect(row).toMatchObject({
      id: answer.eventId,
      coach_id: DANA,
      status: 'booked',
      start_at: '2026-11-25T15:00:00.000Z',
      end_at: '2026-11-25T15:45:00.000Z',
      provider_event_id: `${calendly.url}/scheduled_events/EVT1`,
      provider_invitee_uri: `${calendly.url}/scheduled_events/EVT1/invitees/INV-EVT1`,
    });
    expect(await me(client)).toMatchObject({ interviewScheduled: true, appointments: { interview: { scheduled: true, eventId: answer.eventId, startTime: answer.startTime } } });
    expect((await t.outbox(DEMO.premium)).length).toBeGreaterThan(mailsBefore);

    expect((await client.request('DELETE', '/api/users/schedule/interview')).status).toBe(200);
    const cancellation = calendly.requests.filter((request) => request.method === 'POST');
    expect(cancellation.map((request) => request.url)).toEqual(['/scheduled_events/EVT1/cancellation']);
    expect(calendly.events.get('EVT1')?.status).toBe('canceled');
    expect(await me(client)).toMatchObject({ interviewScheduled: false, appointments: { interview: null } });
  });

  it('a second booking of the type moves the session and cancels the earlier event at the provider', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    expect((await client.post('/api/users/schedule', { type: 'interview', ...calendly.addEvent('EVT1', event()) })).status).toBe(200);
    const moved = await client.post('/api/users/schedule', { type: 'interview', ...calendly.addEvent('EVT2', event({ startTime: '2026-11-26T15:00:00.000Z', endTime: '2026-11-26T15:45:00.000Z' })) });
    expect(moved.status).toBe(200);
    expect(calendly.events.get('EVT1')?.status).toBe('canceled');
    expect((await bookingRows(t)).map((row) => [row.provider_event_id?.split('/').pop(), row.status])).toEqual([
      ['EVT1', 'cancelled'],
      ['EVT2', 'booked'],
    ]);
    // The cancelled event can no longer be used.
    const reused = await client.post('/api/users/schedule', { type: 'interview', eventUrl: calendly.eventUri('EVT1'), inviteeUrl: `${calendly.eventUri('EVT1')}/invitees/INV-EVT1` });
    expect(reused.status).toBe(409);
  });

  it('a move to a coach of the built-in scheduler cancels the earlier event at the provider', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    expect((await client.post('/api/users/schedule', { type: 'interview', ...calendly.addEvent('EVT1', event()) })).status).toBe(200);
    const { slots } = (await (await client.get('/api/coaches/coach-jordan-example/slots')).json()) as SlotsResponse;
    expect((await client.post('/api/users/schedule', { type: 'interview', coachId: 'coach-jordan-example', startTime: slots[0] })).status).toBe(200);
    expect(calendly.events.get('EVT1')?.status).toBe('canceled');
    expect((await me(client)).appointments.interview?.startTime).toBe(slots[0]);
  });

  it("a move refused here (the coach's time overlaps another booking) keeps the earlier event and cancels the new one at the provider", async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    expect((await client.post('/api/users/schedule', { type: 'interview', ...calendly.addEvent('EVT1', event()) })).status).toBe(200);
    // Another client holds Dana 26 Nov 15:00-15:45; the move asks for 15:30-16:15 (overlapping, another start).
    const other = await t.database.db.selectFrom('users').select('id').where('email', '=', DEMO.complete).executeTakeFirstOrThrow();
    await insertBooking(t.database.db, {
      id: 'other-booking',
      userId: other.id,
      coachId: DANA,
      type: 'results',
      startAt: '2026-11-26T15:00:00.000Z',
      endAt: '2026-11-26T15:45:00.000Z',
      calendarUid: 'other-booking@test',
      calendarSequence: 0,
      now: '2026-11-22T09:00:00.000Z',
    });
    const moved = await client.post('/api/users/schedule', { type: 'interview', ...calendly.addEvent('EVT2', event({ startTime: '2026-11-26T15:30:00.000Z', endTime: '2026-11-26T16:15:00.000Z' })) });
    expect(moved.status).toBe(409);
    expect(await messageOf(moved)).toBe(SLOT_TAKEN_MESSAGE);
    expect(calendly.events.get('EVT1')?.status).toBe('active');
    expect(calendly.events.get('EVT2')?.status).toBe('canceled');
    expect((await me(client)).appointments.interview?.startTime).toBe('2026-11-25T15:00:00.000Z');
  });

  it("refuses the built-in scheduler's form and times for a coach booked through the widget", async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    const slots = await client.get(`/api/coaches/${DANA}/slots`);
    expect(slots.status).toBe(422);
    const booked = await client.post('/api/users/schedule', { type: 'interview', coachId: DANA, startTime: '2026-11-25T15:00:00.000Z' });
    expect(booked.status).toBe(422);
    expect(await messageOf(booked)).toBe(WIDGET_COACH_ONLY_MESSAGE);
    expect(await bookingRows(t)).toEqual([]);
  });

  it("refuses a booking made with another e-mail, a cancelled event, a past one and one with someone else's calendar", async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    const post = (id: string, overrides: Partial<StandInEvent>) => client.post('/api/users/schedule', { type: 'interview', ...calendly.addEvent(id, event(overrides)) });

    const otherEmail = await post('EVT1', { inviteeEmail: 'someone.else@example.com' });
    expect(otherEmail.status).toBe(403);
    expect(await messageOf(otherEmail)).toBe('This booking was made with another e-mail address. Please book with the e-mail address of your account.');
    expect(calendly.events.get('EVT1')?.status).toBe('active'); // someone else's booking is never touched
    expect((await post('EVT2', { status: 'canceled' })).status).toBe(409);
    expect((await post('EVT3', { inviteeStatus: 'canceled' })).status).toBe(409);
    expect((await post('EVT4', { startTime: '2026-11-20T15:00:00.000Z', endTime: '2026-11-20T15:45:00.000Z' })).status).toBe(409);
    expect((await post('EVT5', { schedulingUrl: 'https://calendly.com/not-our-coach/45min' })).status).toBe(422);
    expect((await post('EVT6', { schedulingUrl: 'https://calendly.com/dana-example-2/45min' })).status).toBe(422);
    expect(await bookingRows(t)).toHaveLength(0);
  });

  it('refuses an event address off the provider API without fetching anything', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    for (const eventUrl of ['https://evil.example/scheduled_events/EVT1', 'http://127.0.0.1:1/scheduled_events/EVT1', 'https://api.calendly.com.evil.example/scheduled_events/EVT1']) {
      const response = await client.post('/api/users/schedule', { type: 'interview', eventUrl, inviteeUrl: `${eventUrl}/invitees/INV-EVT1` });
      expect(response.status).toBe(400);
    }
    expect(calendly.requests).toHaveLength(0);
  });

  it('answers a clean 503 while the provider is down, stores nothing, and books once it is back', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const client = await signedIn(t, DEMO.premium);
    const ref = calendly.addEvent('EVT1', event());
    calendly.setFailure(500);
    const down = await client.post('/api/users/schedule', { type: 'interview', ...ref });
    expect(down.status).toBe(503);
    expect(await messageOf(down)).toBe(WIDGET_UNAVAILABLE_MESSAGE);
    expect(await bookingRows(t)).toHaveLength(0);
    calendly.setFailure(undefined);
    expect((await client.post('/api/users/schedule', { type: 'interview', ...ref })).status).toBe(200);

    // A cancellation the provider cannot take changes nothing here either.
    calendly.setFailure(502);
    expect((await client.request('DELETE', '/api/users/schedule/interview')).status).toBe(503);
    expect((await me(client)).interviewScheduled).toBe(true);
  });

  it('keeps the plan rules: no interview session on Essential, nothing on Free, before asking the provider', async () => {
    calendly = await startCalendlyStandIn();
    t = await widgetApp(calendly);
    const ref = calendly.addEvent('EVT1', event({ inviteeEmail: DEMO.essential }));
    expect((await (await signedIn(t, DEMO.essential)).post('/api/users/schedule', { type: 'interview', ...ref })).status).toBe(403);
    expect((await (await signedIn(t, DEMO.free)).post('/api/users/schedule', { type: 'results', ...ref })).status).toBe(403);
    expect(calendly.requests).toHaveLength(0);
  });
});

describe('the widget form without a scheduling provider', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is refused plainly, and the coaches carry no widget fields', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const response = await client.post('/api/users/schedule', {
      type: 'interview',
      eventUrl: 'https://api.calendly.com/scheduled_events/EVT1',
      inviteeUrl: 'https://api.calendly.com/scheduled_events/EVT1/invitees/INV1',
    });
    expect(response.status).toBe(422);
    expect(await messageOf(response)).toMatch(/not set up on this server/);
    const [coach] = (await (await client.get('/api/coaches')).json()) as CoachDto[];
    expect(coach).not.toHaveProperty('widgetUrl');
    expect(coach).not.toHaveProperty('widgetOrigin');
    // Malformed widget bodies are 400s naming the field.
    const malformed = await client.post('/api/users/schedule', { type: 'interview', eventUrl: 'nope', inviteeUrl: 'https://api.calendly.com/x' });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('eventUrl');
  });
});
