import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { scheduleBookingReminders } from './booking-reminder-worker';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

// The test clock starts on Sunday 2026-11-22 09:00 UTC; the session is Monday 14:00 UTC.
const START = '2026-11-23T14:00:00.000Z';

describe.each(cases)('the reminder sweep job on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('sweeps as soon as it is scheduled, storing the reminders of sessions within 24 hours', { timeout: 60_000 }, async () => {
    t = await createTestApp({ database: await create() });
    const client = createCookieJarClient(t.app);
    expect((await client.login(DEMO.premium)).status).toBe(200);
    expect((await client.post('/api/users/schedule', { type: 'interview', coachId: 'coach-dana-example', startTime: START })).status).toBe(200);
    t.clock.advance(Date.parse(START) - 23 * 3_600_000 - t.clock.now().getTime());
    await scheduleBookingReminders(t.deps.jobs, t.deps);
    await vi.waitFor(async () => expect((await t.outbox(DEMO.premium)).filter((email) => email.subject.startsWith('Reminder'))).toHaveLength(1), { timeout: 30_000 });
  });
});
