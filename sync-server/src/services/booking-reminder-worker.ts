import type { BackgroundWorker } from './background-worker';
import { startBackgroundWorker } from './background-worker';
import type { ReminderDeps } from './booking-reminders';
import { sendDueReminders } from './booking-reminders';

/** How often the reminder sweep runs: a reminder goes out at most this late. */
export const REMINDER_SWEEP_MS = 60_000;

/**
 * The 24-hour reminder as a durable job: the state is the bookings' `reminder_sent_at`, so a
 * restart or another server process simply sweeps again (at start and every minute) and nothing is
 * sent twice. A failing sweep is logged and tried again a minute later.
 */
export function startBookingReminders(deps: ReminderDeps, intervalMs = REMINDER_SWEEP_MS): BackgroundWorker {
  return startBackgroundWorker({
    what: 'booking reminders',
    logger: deps.logger,
    retryMs: intervalMs,
    async pass() {
      const reminded = await sendDueReminders(deps);
      if (reminded) deps.logger.info({ reminded }, 'booking reminders stored for delivery');
      return intervalMs;
    },
  });
}
