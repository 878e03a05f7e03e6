import type { JobQueue } from '../../../jobs/job-queue';
import type { ReminderDeps } from './booking-reminders';
import { sendDueReminders } from './booking-reminders';

/** How often the reminder sweep runs: a reminder goes out at most this late. */
export const REMINDER_SWEEP_MS = 60_000;
/** The sweep's job. */
export const BOOKING_REMINDER_JOB = 'booking-reminders';

/**
 * The 24-hour reminder sweep as a scheduled job: one sweep a minute across all server processes
 * (the first at start unless another process swept this minute), retried soon when it fails. The
 * bookings' `reminder_sent_at` is the record, marked by a conditional update, so nothing is sent
 * twice even if sweeps overlap, and a server that was down catches up.
 */
export async function scheduleBookingReminders(jobs: JobQueue, deps: ReminderDeps, intervalMs = REMINDER_SWEEP_MS): Promise<void> {
  await jobs.work(BOOKING_REMINDER_JOB, async () => {
    const reminded = await sendDueReminders(deps);
    if (reminded) deps.logger.info({ reminded }, 'booking reminders stored for delivery');
  });
  await jobs.schedule(BOOKING_REMINDER_JOB, intervalMs / 1000, {}, { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 10 * 60 });
}
