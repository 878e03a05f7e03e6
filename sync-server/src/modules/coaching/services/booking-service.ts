import type { AppDeps } from '../../../app-deps';
import type { ScheduleResponse, SlotsResponse } from '../contract/schedule-schemas';
import { FINISH_FIRST_MESSAGE, SLOT_TAKEN_MESSAGE } from '../contract/schedule-schemas';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { BookingRecord, SessionType } from '../repositories/booking-repository';
import { cancelBooking, claimCoachTime, insertBooking, listBusyTimes, listLiveBookingsOfUser } from '../repositories/booking-repository';
import type { CoachRecord } from '../repositories/coach-repository';
import { findActiveCoach } from '../repositories/coach-repository';
import { currentPlanOfUser } from '../../plans/services/plan-store';
import { listProgressOfUser } from '../../answers/services/progress-store';
import type { UserRecord } from '../../accounts/services/user-store';
import { calendarUidFor } from './booking-calendar';
import type { BookingMailDeps } from './booking-notifications';
import { queueBookingMails } from './booking-notifications';
import { SESSION_MINUTES, freeSlots } from './coach-slots';
import { isRetryableConflict, isUniqueViolation } from '../../../db/database-errors';
import { lockUser } from '../../accounts/services/user-store';

const HOUR_MS = 3_600_000;
/** A move whose earlier session was cancelled or moved meanwhile (another tab). */
export const SESSION_CHANGED_MESSAGE = 'This session was changed meanwhile. Please look at it again before choosing a time.';

/** The earliest a session can be booked: 12 hours ahead (a coach needs notice). */
export const BOOKING_LEAD_HOURS = 12;
/** Sessions can be changed or cancelled up to 24 hours before they start. */
export const CHANGE_CUTOFF_HOURS = 24;
/** How far ahead a session can be booked (the slots query offers at most this many days, too). */
export const MAX_AHEAD_DAYS = 60;
/** How far ahead slots are offered by default. */
export const DEFAULT_SLOT_DAYS = 21;

type BookingDeps = Pick<AppDeps, 'db' | 'clock'>;
/** Booking, moving and cancelling also store the client's and the coach's e-mails. */
type BookingChangeDeps = BookingDeps & BookingMailDeps;

/**
 * The spec's rules, whatever the browser sends: no sessions on Free, the interview session is
 * Premium's, and the results session waits for every assessment of the plan.
 */
export async function checkSessionRules(deps: BookingDeps, user: UserRecord, type: SessionType): Promise<void> {
  const plan = await currentPlanOfUser(deps.db, user.id);
  if (!plan || !plan.sessions.includes(type)) {
    throw new AppError('forbidden', type === 'interview' ? 'The interview session comes with the Premium plan.' : 'Sessions come with the Essential and Premium plans.');
  }
  if (type === 'results') {
    const completed = new Set((await listProgressOfUser(deps.db, user.id)).filter((progress) => progress.completed).map((progress) => progress.assessmentId));
    if (!plan.assessments.every((id) => completed.has(id))) throw new AppError('unprocessable', FINISH_FIRST_MESSAGE);
  }
}

async function coachOf(deps: BookingDeps, coachId: string): Promise<CoachRecord> {
  const coach = await findActiveCoach(deps.db, coachId);
  if (!coach) throw new AppError('not_found', 'A coach must be chosen first');
  return coach;
}

/** GET /api/coaches/{id}/slots: the coach's free starts from 12 hours ahead, for `days` days. */
export async function slotsOfCoach(deps: BookingDeps, coachId: string, options: { from?: string; days?: number }): Promise<SlotsResponse> {
  const coach = await coachOf(deps, coachId);
  const earliest = deps.clock().getTime() + BOOKING_LEAD_HOURS * HOUR_MS;
  const from = new Date(Math.max(earliest, options.from ? Date.parse(options.from) : 0));
  const to = new Date(Math.min(from.getTime() + (options.days ?? DEFAULT_SLOT_DAYS) * 24 * HOUR_MS, deps.clock().getTime() + MAX_AHEAD_DAYS * 24 * HOUR_MS));
  if (to.getTime() <= from.getTime()) return { coachId: coach.id, coachTimeZone: coach.timeZone, slots: [] };
  const busy = await listBusyTimes(deps.db, coach.id, from.toISOString(), new Date(to.getTime() + SESSION_MINUTES * 60_000).toISOString());
  return { coachId: coach.id, coachTimeZone: coach.timeZone, slots: freeSlots({ timeZone: coach.timeZone, weekly: coach.weekly, from, to, busy }) };
}

/**
 * One transaction for a new booking, built-in or through the widget: the earlier booking of the
 * type cancelled (a session changed meanwhile in another tab is not brought back: 409), the coach's
 * time claimed (no overlap: 409), the booking stored under the session's calendar UID with the next
 * SEQUENCE, and the client's and coach's e-mails queued with it.
 */
export async function storeBooking(
  deps: BookingChangeDeps,
  previous: BookingRecord | undefined,
  booking: Omit<BookingRecord, 'calendarUid' | 'calendarSequence' | 'providerEventId' | 'providerInviteeUri'> &
    Partial<Pick<BookingRecord, 'providerEventId' | 'providerInviteeUri'>> & { now: string },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await storeBookingOnce(deps, previous, booking);
      return;
    } catch (error) {
      // PostgreSQL chose this transaction as a deadlock's victim (or a serialization failure):
      // nothing of it was written, so it is run again, a few times at most.
      if (!isRetryableConflict(error) || attempt === STORE_ATTEMPTS) throw error;
    }
  }
}

const STORE_ATTEMPTS = 3;

async function storeBookingOnce(deps: BookingChangeDeps, previous: BookingRecord | undefined, booking: Parameters<typeof storeBooking>[2]): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // One booking change per client at a time, in one lock order (the client's row first): several
    // bookings of one type sent at once wait for each other instead of deadlocking, and each after
    // the first finds the session changed (409).
    await lockUser(trx, booking.userId);
    const live = (await listLiveBookingsOfUser(trx, booking.userId)).find((candidate) => candidate.type === booking.type);
    if (live?.id !== previous?.id) throw new AppError('conflict', SESSION_CHANGED_MESSAGE);
    if (previous && !(await cancelBooking(trx, previous.id, booking.now))) throw new AppError('conflict', SESSION_CHANGED_MESSAGE);
    if (!(await claimCoachTime(trx, booking.coachId, booking.startAt, booking.endAt))) throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
    await insertBooking(trx, {
      ...booking,
      calendarUid: previous ? (previous.calendarUid ?? calendarUidFor(previous.id, deps.config.publicUrl)) : calendarUidFor(booking.id, deps.config.publicUrl),
      calendarSequence: previous ? previous.calendarSequence + 1 : 0,
    });
    await queueBookingMails({ ...deps, db: trx }, { kind: previous ? 'moved' : 'booked', bookingId: booking.id });
  });
}

/**
 * POST /api/users/schedule (built-in scheduler): books a free slot of the coach, or moves the
 * client's booking of that type to it (one transaction: a taken slot leaves the old booking as it
 * was). Two clients racing for a slot: the unique index lets one win; the other gets a 409 saying so.
 * A move keeps the session's calendar UID with the next SEQUENCE. The e-mails to the client and
 * the coach (with the .ics) are stored in the same transaction, so a booking never exists without
 * them (nor they without it), and their delivery starts once it has committed.
 */
export async function scheduleSession(deps: BookingChangeDeps, user: UserRecord, request: { type: SessionType; coachId: string; startTime: string }): Promise<ScheduleResponse> {
  await checkSessionRules(deps, user, request.type);
  const coach = await coachOf(deps, request.coachId);
  const start = new Date(request.startTime);
  const now = deps.clock();
  const offered = freeSlots({ timeZone: coach.timeZone, weekly: coach.weekly, from: start, to: new Date(start.getTime() + 1) });
  if (start.getTime() > now.getTime() + MAX_AHEAD_DAYS * 24 * HOUR_MS) throw new AppError('unprocessable', `Sessions can be booked up to ${MAX_AHEAD_DAYS} days ahead.`);
  if (offered[0] !== start.toISOString() || start.getTime() < now.getTime() + BOOKING_LEAD_HOURS * HOUR_MS) {
    throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
  }
  const previous = (await listLiveBookingsOfUser(deps.db, user.id)).find((booking) => booking.type === request.type);
  if (previous && Date.parse(previous.startAt) - now.getTime() < CHANGE_CUTOFF_HOURS * HOUR_MS) {
    throw new AppError('conflict', `Sessions can be changed up to ${CHANGE_CUTOFF_HOURS} hours before they start.`);
  }
  const id = newId(now.getTime());
  try {
    await storeBooking(deps, previous, {
      id,
      userId: user.id,
      coachId: coach.id,
      type: request.type,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + SESSION_MINUTES * 60_000).toISOString(),
      now: now.toISOString(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
    throw error;
  }
  deps.email.flush();
  return { success: true, type: request.type, eventId: id, userId: user.id, startTime: start.toISOString() };
}

/** DELETE /api/users/schedule/{type}: cancels the client's session, up to 24 hours before it (the METHOD:CANCEL e-mails stored with it). */
export async function cancelSession(deps: BookingChangeDeps, user: UserRecord, type: SessionType): Promise<void> {
  const booking = (await listLiveBookingsOfUser(deps.db, user.id)).find((candidate) => candidate.type === type);
  if (!booking) throw new AppError('not_found', 'No session of this kind is scheduled.');
  if (Date.parse(booking.startAt) - deps.clock().getTime() < CHANGE_CUTOFF_HOURS * HOUR_MS) {
    throw new AppError('conflict', `Sessions can be cancelled up to ${CHANGE_CUTOFF_HOURS} hours before they start.`);
  }
  await deps.db.transaction().execute(async (trx) => {
    // A cancel racing another (two tabs) finds it cancelled already: only the winner's mails go out.
    if (await cancelBooking(trx, booking.id, deps.clock().toISOString())) await queueBookingMails({ ...deps, db: trx }, { kind: 'cancelled', bookingId: booking.id });
  });
  deps.email.flush();
}
