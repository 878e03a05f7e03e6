import type { AppDeps } from '../../../app-deps';
import { listBookingsAwaitingReminder, markReminderSent } from '../repositories/booking-notice-repository';
import type { BookingMailDeps } from './booking-notifications';
import { queueBookingMails } from './booking-notifications';

const HOUR_MS = 3_600_000;
/** The reminder goes out this long before a session starts. */
export const REMINDER_HOURS = 24;

export type ReminderDeps = BookingMailDeps & Pick<AppDeps, 'logger'>;

/**
 * One sweep of the 24-hour reminder (run every minute by the reminder worker; the clock is the
 * injected one): each live booking starting within the next 24 hours whose reminder has not gone
 * out is marked and its reminder e-mails (client and coach) stored, in one transaction. The mark is
 * a conditional update, so two server processes sweeping at once never both send, and a failure
 * to store the mails rolls the mark back for the next sweep to try again. A booking made less than
 * 24 hours before its start (the earliest is 12 hours ahead; a move can land there too) gets no
 * reminder: its confirmation has just gone out. A session that has started gets none either (a
 * server that was down catches up on the ones still ahead). Returns how many bookings were reminded.
 */
export async function sendDueReminders(deps: BookingMailDeps): Promise<number> {
  const now = deps.clock();
  const candidates = await listBookingsAwaitingReminder(deps.db, { from: now.toISOString(), to: new Date(now.getTime() + REMINDER_HOURS * HOUR_MS).toISOString() });
  let reminded = 0;
  for (const booking of candidates) {
    if (Date.parse(booking.createdAt) > Date.parse(booking.startAt) - REMINDER_HOURS * HOUR_MS) continue;
    const won = await deps.db.transaction().execute(async (trx) => {
      if (!(await markReminderSent(trx, booking.id, now.toISOString()))) return false;
      await queueBookingMails({ ...deps, db: trx }, { kind: 'reminder', bookingId: booking.id });
      return true;
    });
    if (won) reminded += 1;
  }
  if (reminded) deps.email.flush();
  return reminded;
}
