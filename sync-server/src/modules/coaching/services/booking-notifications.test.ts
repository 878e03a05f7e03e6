import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleResponse, SlotsResponse } from '../contract/schedule-schemas';
import type { OutboxEmail } from '../../../adapters/email/outbox-repository';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { icsText, icsValue } from '../../../test/ics';
import { formatBookingTime } from '../../../contract/booking-time';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

// The test clock: Sunday 2026-11-22 09:00 UTC. Dana's first slots: Monday 09:00 and 09:45 in New York.
const DANA = { id: 'coach-dana-example', email: 'dana.example@coaches.example.com', link: 'https://meet.example.com/dana-example' };
const JORDAN = { id: 'coach-jordan-example', email: 'jordan.example@coaches.example.com' };
const FIRST = '2026-11-23T14:00:00.000Z';
const SECOND = '2026-11-23T14:45:00.000Z';

/** Signs in, from a browser in `timeZone` when given (the account takes it). */
async function signedIn(t: TestApp, email: string, timeZone?: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.post('/api/auth/login', { email, password: DEMO.password, ...(timeZone ? { timeZone } : {}) })).status).toBe(200);
  return client;
}

async function book(client: CookieJarClient, startTime: string, coachId = DANA.id): Promise<ScheduleResponse> {
  const response = await client.post('/api/users/schedule', { type: 'interview', coachId, startTime });
  expect(response.status).toBe(200);
  return (await response.json()) as ScheduleResponse;
}

/** The newest e-mail to an address, with its one .ics. */
async function latest(t: TestApp, to: string): Promise<{ email: OutboxEmail; ics: string }> {
  const [email] = await t.outbox(to);
  if (!email) throw new Error(`no e-mail to ${to}`);
  return { email, ics: email.attachments[0]?.content ?? '' };
}

describe('booking e-mails with calendar files', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a booking sends the client and the coach a confirmation with the .ics (REQUEST, UID, SEQUENCE 0, the start in UTC) and the meeting link', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium, 'America/Chicago');
    const { eventId } = await book(client, FIRST);

    const mine = await latest(t, DEMO.premium);
    expect(mine.email.subject).toBe('Your interview session is scheduled');
    expect(mine.email.text).toContain('Hi Priya,');
    // The client's own clock (the zone their browser gave at sign-in), in the one format.
    expect(mine.email.text).toContain('Your interview session with Dana Example, Ph.D. is scheduled for November 23rd, 2026 @ 8:00 am CST. It is a 45-minute video session.');
    expect(mine.email.text).toContain(DANA.link);
    expect(mine.email.html).toContain(`href="${DANA.link}"`);
    expect(mine.email.attachments).toEqual([{ filename: 'interview-session.ics', contentType: 'text/calendar; method=REQUEST', content: expect.any(String) }]);
    expect(icsValue(mine.ics, 'METHOD')).toBe('REQUEST');
    expect(icsValue(mine.ics, 'UID')).toBe(`${eventId}@127.0.0.1`);
    expect(icsValue(mine.ics, 'SEQUENCE')).toBe('0');
    expect(icsValue(mine.ics, 'DTSTART')).toBe('20261123T140000Z');
    expect(icsValue(mine.ics, 'DTEND')).toBe('20261123T144500Z');
    expect(icsValue(mine.ics, 'LOCATION')).toBe(DANA.link);
    // One format in the e-mail and the .ics description, the app's (formatBookingTime).
    const when = formatBookingTime(FIRST, 'America/Chicago');
    expect(when).toBe('November 23rd, 2026 @ 8:00 am CST');
    expect(mine.email.text).toContain(`for ${when}.`);
    expect(mine.email.html).toContain(when);
    expect(icsText(icsValue(mine.ics, 'DESCRIPTION'))).toContain(`When: ${when}`);

    const coach = await latest(t, DANA.email);
    expect(coach.email.subject).toBe('Interview session with Priya Premium is scheduled');
    // The coach's mail and .ics on the coach's clock (Dana's zone is New York).
    expect(coach.email.text).toContain('Priya Premium (premium@demo.example) booked an interview session with you for November 23rd, 2026 @ 9:00 am EST (45 minutes, by video).');
    expect(icsText(icsValue(coach.ics, 'DESCRIPTION'))).toContain('When: November 23rd, 2026 @ 9:00 am EST');
    expect(icsValue(coach.ics, 'UID')).toBe(`${eventId}@127.0.0.1`);
    expect(icsValue(coach.ics, 'METHOD')).toBe('REQUEST');
    expect(icsValue(coach.ics, 'SUMMARY')).toBe('Interview session with Priya Premium');
    // One confirmation each, nothing else.
    expect(await t.outbox(DEMO.premium)).toHaveLength(1);
    expect(await t.outbox(DANA.email)).toHaveLength(1);
  });

  it("writes the client's mail and .ics in the zone chosen on /profile, an offset named as one", async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium, 'America/Chicago');
    expect((await client.request('PUT', '/api/users/current/time-zone', { timeZone: 'Asia/Kolkata' })).status).toBe(200);
    await book(client, FIRST);
    const mine = await latest(t, DEMO.premium);
    expect(mine.email.text).toContain('is scheduled for November 23rd, 2026 @ 7:30 pm UTC+5:30.');
    expect(icsText(icsValue(mine.ics, 'DESCRIPTION'))).toContain('When: November 23rd, 2026 @ 7:30 pm UTC+5:30');
    expect((await latest(t, DANA.email)).email.text).toContain('for November 23rd, 2026 @ 9:00 am EST');
  });

  it('the embedded outbox shows the .ics and serves it for download', async () => {
    t = await createTestApp();
    await book(await signedIn(t, DEMO.premium), FIRST);
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    const listed = await t.app.request(`/api/dev/outbox?to=${encodeURIComponent(DEMO.premium)}`, {}, local);
    const { emails } = (await listed.json()) as { emails: { subject: string; links: string[]; attachments: { filename: string; contentType: string; content: string; url: string }[] }[] };
    const [confirmation] = emails;
    expect(confirmation?.subject).toBe('Your interview session is scheduled');
    expect(confirmation?.links).toContain(DANA.link);
    const [file] = confirmation?.attachments ?? [];
    expect(file).toMatchObject({ filename: 'interview-session.ics', contentType: 'text/calendar; method=REQUEST', url: expect.stringMatching(/^\/api\/dev\/outbox\/[\w-]+\/attachments\/0$/) });
    expect(file?.content).toContain('BEGIN:VCALENDAR');

    const download = await t.app.request(file?.url ?? '', {}, local);
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('text/calendar; method=REQUEST; charset=utf-8');
    expect(download.headers.get('Content-Disposition')).toBe('attachment; filename="interview-session.ics"');
    expect(await download.text()).toBe(file?.content);
    expect((await t.app.request((file?.url ?? '').replace(/0$/, '1'), {}, local)).status).toBe(404);
    // Like the list, the file is not for visitors from elsewhere.
    expect((await t.app.request(file?.url ?? '', {}, { incoming: { socket: { remoteAddress: '203.0.113.5' } } })).status).toBe(404);

    const page = await (await t.app.request('/dev/outbox', { headers: { Accept: 'text/html' } }, local)).text();
    expect(page).toContain(`href="${file?.url}"`);
    expect(page).toContain('interview-session.ics');
  });

  it('a move keeps the UID with SEQUENCE 1 and the new time; a cancellation sends METHOD:CANCEL', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const { eventId } = await book(client, FIRST);
    const uid = `${eventId}@127.0.0.1`;
    await book(client, SECOND);

    const moved = await latest(t, DEMO.premium);
    expect(moved.email.subject).toBe('Your interview session has moved');
    // Signed in without a time zone: UTC, named.
    expect(moved.email.text).toContain('has moved to November 23rd, 2026 @ 2:45 pm UTC. It was November 23rd, 2026 @ 2:00 pm UTC.');
    expect(icsText(icsValue(moved.ics, 'DESCRIPTION'))).toContain('When: November 23rd, 2026 @ 2:45 pm UTC');
    expect(icsValue(moved.ics, 'METHOD')).toBe('REQUEST');
    expect(icsValue(moved.ics, 'UID')).toBe(uid);
    expect(icsValue(moved.ics, 'SEQUENCE')).toBe('1');
    expect(icsValue(moved.ics, 'DTSTART')).toBe('20261123T144500Z');
    const coachMoved = await latest(t, DANA.email);
    expect(coachMoved.email.subject).toBe('Interview session with Priya Premium has moved');
    expect(coachMoved.email.text).toContain('to November 23rd, 2026 @ 9:45 am EST. It was November 23rd, 2026 @ 9:00 am EST.');
    expect(icsValue(coachMoved.ics, 'SEQUENCE')).toBe('1');

    expect((await client.request('DELETE', '/api/users/schedule/interview')).status).toBe(200);
    for (const to of [DEMO.premium, DANA.email]) {
      const cancelled = await latest(t, to);
      expect(cancelled.email.subject).toBe(to === DEMO.premium ? 'Your interview session is cancelled' : 'Interview session with Priya Premium is cancelled');
      expect(cancelled.email.attachments[0]?.contentType).toBe('text/calendar; method=CANCEL');
      expect(icsValue(cancelled.ics, 'METHOD')).toBe('CANCEL');
      expect(icsValue(cancelled.ics, 'STATUS')).toBe('CANCELLED');
      expect(icsValue(cancelled.ics, 'UID')).toBe(uid);
      expect(icsValue(cancelled.ics, 'SEQUENCE')).toBe('2');
      expect(icsValue(cancelled.ics, 'DTSTART')).toBe('20261123T144500Z');
    }
    expect((await latest(t, DEMO.premium)).email.text).toContain('You can book another time in Career Assessment: http://127.0.0.1:8080');
    expect(await t.outbox(DEMO.premium)).toHaveLength(3);
    expect(await t.outbox(DANA.email)).toHaveLength(3);
  });

  it('a move to another coach cancels the event for the first coach and invites the second, under the same UID', async () => {
    t = await createTestApp();
    const client = await signedIn(t, DEMO.premium);
    const { eventId } = await book(client, FIRST);
    const [jordanSlot] = ((await (await client.get(`/api/coaches/${JORDAN.id}/slots`)).json()) as SlotsResponse).slots;
    await book(client, jordanSlot as string, JORDAN.id);

    const dana = await latest(t, DANA.email);
    expect(dana.email.subject).toBe('Interview session with Priya Premium is cancelled');
    expect(icsValue(dana.ics, 'METHOD')).toBe('CANCEL');
    expect(icsValue(dana.ics, 'DTSTART')).toBe('20261123T140000Z');
    const jordan = await latest(t, JORDAN.email);
    expect(jordan.email.subject).toBe('Interview session with Priya Premium is scheduled');
    expect(icsValue(jordan.ics, 'METHOD')).toBe('REQUEST');
    const mine = await latest(t, DEMO.premium);
    expect(mine.email.subject).toBe('Your interview session has moved');
    expect(mine.email.text).toContain('with Jordan Example, Ph.D. has moved');
    for (const ics of [dana.ics, jordan.ics, mine.ics]) {
      expect(icsValue(ics, 'UID')).toBe(`${eventId}@127.0.0.1`);
      expect(icsValue(ics, 'SEQUENCE')).toBe('1');
    }
  });

  it('a slot lost in a race stores no e-mails: they are part of the booking', async () => {
    t = await createTestApp();
    const admin = await signedIn(t, DEMO.admin);
    const password = 'Lantern-Orchard-Quill-71';
    const racers = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const client = createCookieJarClient(t.app);
        const registered = await client.post('/api/auth/register', { firstName: `Racer${index}`, lastName: 'Client', email: `racer${index}@example.com`, password, password2: password });
        const { userId } = (await registered.json()) as { userId: string };
        expect((await admin.post('/api/plans', { userId, plan: 'premium' })).status).toBe(200);
        return client;
      }),
    );
    const statuses = await Promise.all(racers.map(async (racer) => (await racer.post('/api/users/schedule', { type: 'interview', coachId: DANA.id, startTime: FIRST })).status));
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const confirmations = (await Promise.all([0, 1, 2].map((index) => t.outbox(`racer${index}@example.com`)))).map((emails) => emails.filter((email) => email.subject.includes('session')).length);
    expect(confirmations.sort()).toEqual([0, 0, 1]);
    expect(await t.outbox(DANA.email)).toHaveLength(1);
  });
});
