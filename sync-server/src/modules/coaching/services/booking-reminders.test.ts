import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database';
import type { CookieJarClient } from '../../../test/cookie-jar-client';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { sendDueReminders } from './booking-reminders';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

// The test clock starts on Sunday 2026-11-22 09:00 UTC; the session is Monday 14:00 UTC (09:00 in New York).
const DANA_EMAIL = 'dana.example@coaches.example.com';
const START = '2026-11-23T14:00:00.000Z';
const HOUR = 3_600_000;

async function signedIn(t: TestApp, email: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

async function bookAt(t: TestApp, startTime = START) {
  const client = await signedIn(t, DEMO.premium);
  expect((await client.post('/api/users/schedule', { type: 'interview', coachId: 'coach-dana-example', startTime })).status).toBe(200);
  return client;
}

/** Moves the test clock to `hours` before the session. */
function hoursBefore(t: TestApp, hours: number) {
  t.clock.advance(Date.parse(START) - hours * HOUR - t.clock.now().getTime());
}

const reminders = async (t: TestApp, to: string) => (await t.outbox(to)).filter((email) => email.subject.startsWith('Reminder'));

describe.each(cases)('the 24-hour reminder on $dialect', ({ dialect, create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('goes out once to the client and the coach, even with two server processes sweeping at the same moment', async () => {
    t = await createTestApp({ database: await create() });
    await bookAt(t);
    hoursBefore(t, 24);
    // Another server process: its own connection(s) to the same PostgreSQL database. (Two SQLite
    // connections in one process cannot stand in for two processes: better-sqlite3 waits for a lock
    // synchronously, so the holder could never finish; SQLite serves one process, whose sweeps share its connection.)
    const other = dialect === 'postgres' ? openDatabase(t.database.url) : { db: t.deps.db, close: async () => undefined };
    try {
      const counts = await Promise.all([sendDueReminders(t.deps), sendDueReminders({ ...t.deps, db: other.db }), sendDueReminders(t.deps), sendDueReminders({ ...t.deps, db: other.db })]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(await reminders(t, DEMO.premium)).toHaveLength(1);
    expect(await reminders(t, DANA_EMAIL)).toHaveLength(1);
  });
});

describe('the 24-hour reminder', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('waits for the 24-hour window, then sends once (a second sweep finds nothing)', async () => {
    t = await createTestApp();
    await bookAt(t);
    expect(await sendDueReminders(t.deps)).toBe(0);
    hoursBefore(t, 24);
    t.clock.advance(-60_000);
    expect(await sendDueReminders(t.deps)).toBe(0);
    expect(await reminders(t, DEMO.premium)).toEqual([]);

    t.clock.advance(60_000);
    expect(await sendDueReminders(t.deps)).toBe(1);
    expect(await sendDueReminders(t.deps)).toBe(0);
    t.clock.advance(HOUR);
    expect(await sendDueReminders(t.deps)).toBe(0);

    const [mine] = await reminders(t, DEMO.premium);
    expect(mine?.subject).toBe('Reminder: your interview session is tomorrow');
    // The client signed in without a time zone: UTC, named.
    expect(mine?.text).toContain('A reminder: your interview session with Dana Example, Ph.D. is tomorrow, November 23rd, 2026 @ 2:00 pm UTC.');
    expect(mine?.text).toContain('https://meet.example.com/dana-example');
    expect(mine?.attachments).toEqual([]);
    const [coach] = await reminders(t, DANA_EMAIL);
    expect(coach?.subject).toBe('Reminder: interview session with Priya Premium tomorrow');
    expect(coach?.text).toContain('November 23rd, 2026 @ 9:00 am EST');
    const row = await t.database.db.selectFrom('coach_bookings').select('reminder_sent_at').where('status', '=', 'booked').executeTakeFirstOrThrow();
    expect(row.reminder_sent_at).toBe('2026-11-22T14:00:00.000Z');
  });

  it('is not sent for a cancelled session, nor for one that has started', async () => {
    t = await createTestApp();
    const client = await bookAt(t);
    expect((await client.request('DELETE', '/api/users/schedule/interview')).status).toBe(200);
    hoursBefore(t, 23);
    expect(await sendDueReminders(t.deps)).toBe(0);

    // Booked again, and the server down through the whole window: nothing once the session has begun.
    hoursBefore(t, 48);
    await bookAt(t);
    hoursBefore(t, 0);
    expect(await sendDueReminders(t.deps)).toBe(0);
    expect(await reminders(t, DEMO.premium)).toEqual([]);
  });

  it('catches up after downtime, saying how soon the session starts', async () => {
    t = await createTestApp();
    await bookAt(t);
    hoursBefore(t, 3);
    expect(await sendDueReminders(t.deps)).toBe(1);
    expect((await reminders(t, DEMO.premium))[0]?.subject).toBe('Reminder: your interview session starts in 3 hours');
    expect((await reminders(t, DANA_EMAIL))[0]?.subject).toBe('Reminder: interview session with Priya Premium in 3 hours');
  });

  it('is skipped for a session booked less than 24 hours ahead: its confirmation has just gone out', async () => {
    t = await createTestApp();
    hoursBefore(t, 20);
    await bookAt(t);
    expect((await t.outbox(DEMO.premium)).map((email) => email.subject)).toEqual(['Your interview session is scheduled']);
    expect(await sendDueReminders(t.deps)).toBe(0);
    hoursBefore(t, 2);
    expect(await sendDueReminders(t.deps)).toBe(0);
  });
});
