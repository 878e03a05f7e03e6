import type { BookingMailKind } from './booking-email-templates';
import { bookingEmail } from './booking-email-templates';
import { formatBookingTime } from '../../../contract/booking-time';
import type { EmailMessage } from '../../../adapters/email/email-sender';
import type { AppDeps } from '../../../app-deps';
import type { BookingNotice } from '../repositories/booking-notice-repository';
import { findBookingNotice, findMovedFromId } from '../repositories/booking-notice-repository';
import type { CalendarMethod } from './booking-calendar';
import { SESSION_NAMES, calendarAttachment, calendarUidFor, personOfAddress } from './booking-calendar';

export interface BookingChange {
  kind: BookingMailKind;
  bookingId: string;
}

export type BookingMailDeps = Pick<AppDeps, 'db' | 'email' | 'config' | 'clock'>;

const HOUR_MS = 3_600_000;

const clientName = (booking: BookingNotice) => `${booking.client.firstName} ${booking.client.lastName}`.trim();

/** Whose clock a copy is written on: the client's account zone (UTC while unknown), the coach's zone. */
function readerZone(booking: BookingNotice, audience: 'client' | 'coach'): string | null {
  return audience === 'client' ? booking.client.timeZone : booking.coach.timeZone;
}

function calendarOf(deps: BookingMailDeps, booking: BookingNotice, method: CalendarMethod, audience: 'client' | 'coach') {
  return calendarAttachment({
    method,
    uid: booking.calendarUid ?? calendarUidFor(booking.id, deps.config.publicUrl),
    sequence: booking.calendarSequence,
    type: booking.type,
    startAt: booking.startAt,
    endAt: booking.endAt,
    coach: { name: booking.coach.name, email: booking.coach.email, meetingUrl: booking.coach.meetingUrl },
    client: { name: clientName(booking), email: booking.client.email },
    organizer: personOfAddress(deps.config.mailFrom),
    audience,
    readerTimeZone: readerZone(booking, audience),
    appUrl: deps.config.publicUrl,
    now: deps.clock(),
  });
}

/** The client's mail: the time on the client's own clock (their account's zone; UTC, named, while unknown). */
function clientMail(deps: BookingMailDeps, booking: BookingNotice, kind: BookingMailKind, extra: { previous?: BookingNotice; hoursAhead?: number } = {}): EmailMessage {
  return bookingEmail({
    kind,
    audience: 'client',
    to: booking.client.email,
    greetingName: booking.client.firstName,
    sessionName: SESSION_NAMES[booking.type],
    otherName: booking.coach.name,
    when: formatBookingTime(booking.startAt, readerZone(booking, 'client')),
    ...(extra.previous ? { previousWhen: formatBookingTime(extra.previous.startAt, readerZone(booking, 'client')) } : {}),
    ...(extra.hoursAhead !== undefined ? { hoursAhead: extra.hoursAhead } : {}),
    meetingUrl: booking.coach.meetingUrl,
    appUrl: deps.config.publicUrl,
    ...(kind === 'reminder' ? {} : { calendar: calendarOf(deps, booking, kind === 'cancelled' ? 'CANCEL' : 'REQUEST', 'client') }),
  });
}

/** The coach's copy: the time on the coach's own clock (coaches.time_zone). */
function coachMail(deps: BookingMailDeps, booking: BookingNotice, kind: BookingMailKind, extra: { previous?: BookingNotice; hoursAhead?: number } = {}): EmailMessage {
  return bookingEmail({
    kind,
    audience: 'coach',
    to: booking.coach.email,
    greetingName: booking.coach.name,
    sessionName: SESSION_NAMES[booking.type],
    otherName: clientName(booking),
    clientEmail: booking.client.email,
    when: formatBookingTime(booking.startAt, readerZone(booking, 'coach')),
    ...(extra.previous ? { previousWhen: formatBookingTime(extra.previous.startAt, readerZone(booking, 'coach')) } : {}),
    ...(extra.hoursAhead !== undefined ? { hoursAhead: extra.hoursAhead } : {}),
    meetingUrl: booking.coach.meetingUrl,
    appUrl: deps.config.publicUrl,
    ...(kind === 'reminder' ? {} : { calendar: calendarOf(deps, booking, kind === 'cancelled' ? 'CANCEL' : 'REQUEST', 'coach') }),
  });
}

async function previousOf(deps: BookingMailDeps, booking: BookingNotice): Promise<BookingNotice | undefined> {
  if (!booking.calendarUid) return undefined;
  const previousId = await findMovedFromId(deps.db, { id: booking.id, calendarUid: booking.calendarUid });
  return previousId ? findBookingNotice(deps.db, previousId) : undefined;
}

/**
 * Stores the e-mails of a booking change for the client and the coach: booked, moved (a move to
 * another coach tells the first coach it is cancelled and the new one it is booked), cancelled,
 * and the 24-hour reminder. Booked and moved carry the session's .ics (METHOD:REQUEST, the same
 * UID, the new SEQUENCE), a cancellation its METHOD:CANCEL; the reminder carries the meeting link
 * only (the event is on the calendar already). The mails are stored through `deps.db`: pass the
 * change's transaction so they exist exactly when it does, and call `deps.email.flush()` once it
 * has committed. Returns how many were stored.
 */
export async function queueBookingMails(deps: BookingMailDeps, change: BookingChange): Promise<number> {
  const booking = await findBookingNotice(deps.db, change.bookingId);
  if (!booking) throw new Error(`Booking ${change.bookingId} cannot be read.`);
  const mails: EmailMessage[] = [];
  switch (change.kind) {
    case 'booked':
    case 'cancelled':
      mails.push(clientMail(deps, booking, change.kind), coachMail(deps, booking, change.kind));
      break;
    case 'moved': {
      const previous = await previousOf(deps, booking);
      mails.push(clientMail(deps, booking, 'moved', { previous }));
      if (previous && previous.coach.id !== booking.coach.id) {
        mails.push(coachMail(deps, previous, 'cancelled'), coachMail(deps, booking, 'booked'));
      } else {
        mails.push(coachMail(deps, booking, 'moved', { previous }));
      }
      break;
    }
    case 'reminder': {
      const hoursAhead = Math.max(0, Math.floor((Date.parse(booking.startAt) - deps.clock().getTime()) / HOUR_MS));
      mails.push(clientMail(deps, booking, 'reminder', { hoursAhead }), coachMail(deps, booking, 'reminder', { hoursAhead }));
      break;
    }
  }
  for (const mail of mails) await deps.email.queue(deps.db, mail);
  return mails.length;
}
