import type { ConfirmedBooking, SchedulingProvider } from '../adapters/scheduling/scheduling-provider';
import { SchedulingProviderError } from '../adapters/scheduling/scheduling-provider';
import type { AppDeps } from '../../../app-deps';
import type { ScheduleResponse, WidgetScheduleBody } from '../contract/schedule-schemas';
import { SLOT_TAKEN_MESSAGE } from '../contract/schedule-schemas';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { BookingRecord } from '../repositories/booking-repository';
import { cancelBooking, findBookingByProviderEvent, listLiveBookingsOfUser } from '../repositories/booking-repository';
import type { CoachRecord } from '../repositories/coach-repository';
import { listActiveCoaches } from '../repositories/coach-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { queueBookingMails } from './booking-notifications';
import { CHANGE_CUTOFF_HOURS, checkSessionRules, storeBooking } from './booking-service';
import { isUniqueViolation } from '../../../db/database-errors';

const HOUR_MS = 3_600_000;

export type WidgetBookingDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'email' | 'logger' | 'scheduling'>;

export const WIDGET_OFF_MESSAGE = "Booking through the scheduling widget is not set up on this server. Please choose a time from the coach's calendar.";
export const WIDGET_UNAVAILABLE_MESSAGE = 'The scheduling service could not be reached to confirm this. Please try again in a few minutes.';
export const WIDGET_FOREIGN_MESSAGE = 'Please book through the scheduling widget.';
export const WIDGET_NOT_FOUND_MESSAGE = 'The scheduling service does not know this booking. Please schedule again.';
export const WIDGET_CANCELED_MESSAGE = 'This booking was cancelled with the scheduling service. Please schedule again.';
export const WIDGET_EMAIL_MESSAGE = 'This booking was made with another e-mail address. Please book with the e-mail address of your account.';
export const WIDGET_PAST_MESSAGE = 'This booking is in the past. Please choose a time ahead.';
export const WIDGET_COACH_MESSAGE = 'This booking is not with one of our coaches. Please choose a coach from the list.';
export const WIDGET_USED_MESSAGE = 'This booking has been recorded already.';
export const CHANGE_CUTOFF_MESSAGE = `Sessions can be changed up to ${CHANGE_CUTOFF_HOURS} hours before they start.`;

/** The provider's failures as the client sees them: never a 500, never the provider's own words. */
function toAppError(deps: WidgetBookingDeps, error: unknown, context: { userId: string; step: string }): unknown {
  if (!(error instanceof SchedulingProviderError)) return error;
  if (error.kind === 'foreign_url') return new AppError('validation', WIDGET_FOREIGN_MESSAGE, { eventUrl: "Must be the scheduling provider's event address" });
  deps.logger.warn({ userId: context.userId, step: context.step, kind: error.kind, status: error.status }, 'scheduling provider call failed');
  if (error.kind === 'not_found') return new AppError('unprocessable', WIDGET_NOT_FOUND_MESSAGE);
  return new AppError('unavailable', WIDGET_UNAVAILABLE_MESSAGE);
}

/** A booking-page address compared by origin and path (case and a trailing slash aside). */
function pageKey(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const url = new URL(address);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
}

/**
 * The coach a provider booking is with: the active coach whose scheduling_url is the booking page
 * of the event's type (https://calendly.com/dana/45min), or the page of its owner that lists it
 * (https://calendly.com/dana). The event-type page is the provider's own record of whose calendar
 * was booked; a coach without a scheduling_url is never matched.
 */
export function coachOfBookingPage(coaches: readonly CoachRecord[], organizerSchedulingUrl: string | null): CoachRecord | undefined {
  const page = organizerSchedulingUrl ? pageKey(organizerSchedulingUrl) : undefined;
  if (!page) return undefined;
  return coaches.find((coach) => {
    const own = coach.schedulingUrl ? pageKey(coach.schedulingUrl) : undefined;
    return own !== undefined && (page === own || page.startsWith(`${own}/`));
  });
}

const answerOf = (booking: Pick<BookingRecord, 'id' | 'userId' | 'type' | 'startAt'>): ScheduleResponse => ({
  success: true,
  type: booking.type,
  eventId: booking.id,
  userId: booking.userId,
  startTime: booking.startAt,
});

/** A replay of an event already stored: the same answer for its client, a refusal for anyone else. */
async function storedAnswer(deps: WidgetBookingDeps, user: UserRecord, type: WidgetScheduleBody['type'], eventId: string): Promise<ScheduleResponse | undefined> {
  const stored = await findBookingByProviderEvent(deps.db, eventId);
  if (!stored) return undefined;
  if (stored.userId === user.id && stored.type === type && stored.status === 'booked') return answerOf(stored);
  throw new AppError('conflict', stored.userId === user.id && stored.status === 'cancelled' ? WIDGET_CANCELED_MESSAGE : WIDGET_USED_MESSAGE);
}

/** Cancels an event at the provider; one it does not know any more counts as cancelled there. */
async function cancelAtProvider(deps: WidgetBookingDeps, provider: SchedulingProvider, user: UserRecord, eventUri: string, reason: string): Promise<void> {
  try {
    await provider.cancelBooking(eventUri, reason);
  } catch (error) {
    if (error instanceof SchedulingProviderError && error.kind === 'not_found') return;
    throw toAppError(deps, error, { userId: user.id, step: 'cancel' });
  }
}

/** Cancels, at the provider, a booking of theirs we refuse after confirming it (so it does not stay on the coach's calendar). */
async function releaseRefused(deps: WidgetBookingDeps, provider: SchedulingProvider, user: UserRecord, eventUri: string): Promise<void> {
  await provider.cancelBooking(eventUri, 'The career assessment app could not record this booking.').catch((error: unknown) => {
    deps.logger.warn({ userId: user.id, kind: (error as SchedulingProviderError).kind }, 'scheduling provider: a refused booking could not be cancelled there');
  });
}

/** What the provider says, checked: a live booking of this client, ahead, with one of our coaches. */
async function confirmedFor(deps: WidgetBookingDeps, provider: SchedulingProvider, user: UserRecord, request: WidgetScheduleBody): Promise<{ booking: ConfirmedBooking; coach: CoachRecord }> {
  let booking: ConfirmedBooking;
  try {
    booking = await provider.confirmBooking({ eventUrl: request.eventUrl, inviteeUrl: request.inviteeUrl });
  } catch (error) {
    throw toAppError(deps, error, { userId: user.id, step: 'confirm' });
  }
  if (booking.status !== 'active' || booking.inviteeStatus !== 'active') throw new AppError('conflict', WIDGET_CANCELED_MESSAGE);
  if (booking.inviteeEmail.trim().toLowerCase() !== user.email.trim().toLowerCase()) throw new AppError('forbidden', WIDGET_EMAIL_MESSAGE);
  if (Date.parse(booking.startTime) <= deps.clock().getTime()) throw new AppError('conflict', WIDGET_PAST_MESSAGE);
  const coach = coachOfBookingPage(await listActiveCoaches(deps.db), booking.organizerSchedulingUrl);
  if (!coach) throw new AppError('unprocessable', WIDGET_COACH_MESSAGE);
  return { booking, coach };
}

/**
 * POST /api/users/schedule {type, eventUrl, inviteeUrl}: what the widget reported on "event
 * scheduled", believed only once the provider's API confirms it (confirmedFor). The spec's rules
 * first (checkSessionRules, as the built-in scheduler). A replay of a stored event gives the same
 * answer and stores nothing. A booking of a type the client already has moves the session: in one
 * transaction the earlier booking is cancelled, the coach's time claimed (no overlap), the new one
 * stored with the provider's event and invitee and the e-mails queued; then the earlier event is
 * cancelled at the provider, best effort. A move refused here cancels the new event instead.
 */
export async function scheduleWidgetSession(deps: WidgetBookingDeps, user: UserRecord, request: WidgetScheduleBody): Promise<ScheduleResponse> {
  const provider = deps.scheduling;
  if (!provider) throw new AppError('unprocessable', WIDGET_OFF_MESSAGE);
  await checkSessionRules(deps, user, request.type);
  const { booking, coach } = await confirmedFor(deps, provider, user, request);
  const replay = await storedAnswer(deps, user, request.type, booking.eventId);
  if (replay) return replay;

  const now = deps.clock();
  const previous = (await listLiveBookingsOfUser(deps.db, user.id)).find((candidate) => candidate.type === request.type);
  if (previous && Date.parse(previous.startAt) - now.getTime() < CHANGE_CUTOFF_HOURS * HOUR_MS) {
    await releaseRefused(deps, provider, user, booking.eventId);
    throw new AppError('conflict', CHANGE_CUTOFF_MESSAGE);
  }
  const id = newId(now.getTime());
  try {
    await storeBooking(deps, previous, {
      id,
      userId: user.id,
      coachId: coach.id,
      type: request.type,
      startAt: booking.startTime,
      endAt: booking.endTime,
      providerEventId: booking.eventId,
      providerInviteeUri: booking.inviteeUri,
      now: now.toISOString(),
    });
  } catch (error) {
    const refusedHere = error instanceof AppError && error.code === 'conflict';
    if (!refusedHere && !isUniqueViolation(error)) throw error;
    // The same event stored meanwhile (a double submit): its answer.
    const raced = await storedAnswer(deps, user, request.type, booking.eventId);
    if (raced) return raced;
    // Refused here (the coach's time is taken, or the earlier session changed meanwhile): the new event goes too.
    await releaseRefused(deps, provider, user, booking.eventId);
    throw refusedHere ? error : new AppError('conflict', SLOT_TAKEN_MESSAGE);
  }
  deps.email.flush();
  // The move is stored: the earlier event is cancelled at the provider now, best effort (logged),
  // so a move refused here never leaves the client without either event.
  await releaseMovedWidgetBooking(deps, user, previous);
  return answerOf({ id, userId: user.id, type: request.type, startAt: booking.startTime });
}

/**
 * DELETE /api/users/schedule/{type} of a widget booking: cancelled at the provider first (a
 * provider that fails answers 503 and nothing changes here), then here with its e-mails. With the
 * provider no longer configured it is cancelled here alone, and the coach's e-mail says so.
 */
export async function cancelWidgetSession(deps: WidgetBookingDeps, user: UserRecord, booking: BookingRecord & { providerEventId: string }): Promise<void> {
  if (Date.parse(booking.startAt) - deps.clock().getTime() < CHANGE_CUTOFF_HOURS * HOUR_MS) {
    throw new AppError('conflict', `Sessions can be cancelled up to ${CHANGE_CUTOFF_HOURS} hours before they start.`);
  }
  if (deps.scheduling) await cancelAtProvider(deps, deps.scheduling, user, booking.providerEventId, 'Cancelled by the client.');
  else deps.logger.warn({ userId: user.id, bookingId: booking.id }, 'scheduling provider not configured: a widget booking is cancelled here only');
  await deps.db.transaction().execute(async (trx) => {
    if (await cancelBooking(trx, booking.id, deps.clock().toISOString())) await queueBookingMails({ ...deps, db: trx }, { kind: 'cancelled', bookingId: booking.id });
  });
  deps.email.flush();
}

/**
 * After the built-in scheduler moved a session that was booked through the widget: cancels the
 * earlier event at the provider too. The move has happened; a provider failure is logged, not thrown.
 */
export async function releaseMovedWidgetBooking(deps: WidgetBookingDeps, user: UserRecord, previous: BookingRecord | undefined): Promise<void> {
  if (!previous?.providerEventId || !deps.scheduling) return;
  await deps.scheduling.cancelBooking(previous.providerEventId, 'Moved to another time by the client.').catch((error: unknown) => {
    if (error instanceof SchedulingProviderError && error.kind === 'not_found') return;
    deps.logger.warn({ userId: user.id, bookingId: previous.id, kind: (error as SchedulingProviderError).kind }, 'scheduling provider: a moved booking could not be cancelled there');
  });
}
