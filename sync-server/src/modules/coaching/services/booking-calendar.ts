// `ics` (adamgibbons/ics, widely used and maintained) writes the calendar file: RFC 5545's text
// escaping, 75-octet line folding and UTC date forms are easy to get subtly wrong by hand, and a
// calendar program that cannot read the file silently drops the event.
import type { EventAttributes } from 'ics';
import { createEvent } from 'ics';
import type { EmailAttachment } from '../../../adapters/email/email-sender';
import { formatBookingTime } from '../../../contract/booking-time';
import type { SessionType } from '../repositories/booking-repository';

export type CalendarMethod = 'REQUEST' | 'CANCEL';

/** A person on the calendar event. */
export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEventInput {
  /** REQUEST adds or updates the event (booked, moved); CANCEL removes it. */
  method: CalendarMethod;
  /** The same for a session across moves (coach_bookings.calendar_uid)... */
  uid: string;
  /** ...and one higher for every change of it (coach_bookings.calendar_sequence). */
  sequence: number;
  type: SessionType;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  coach: CalendarPerson & { meetingUrl: string };
  client: CalendarPerson;
  /** Who sends the invitations and their updates: the practice's sender (MAIL_FROM). */
  organizer: CalendarPerson;
  /** Whose copy this is: its title names the other party. */
  audience: 'client' | 'coach';
  /**
   * The reader's IANA zone (the client's account zone, the coach's zone): the description writes
   * the time on it, as the e-mail does; null or unknown is UTC. The event itself is in UTC.
   */
  readerTimeZone: string | null;
  /** Where clients move or cancel their sessions (PUBLIC_URL). */
  appUrl: string;
  /** The file's DTSTAMP. */
  now: Date;
}

export const SESSION_NAMES: Record<SessionType, string> = { interview: 'Interview session', results: 'Results session' };

/** A session's calendar UID: the first booking's id at the app's host, kept across moves. */
export function calendarUidFor(bookingId: string, publicUrl: string): string {
  return `${bookingId}@${new URL(publicUrl).hostname || 'career-assessment'}`;
}

/** 'Career Assessment <no-reply@career-assessment.example>' -> its name and address. */
export function personOfAddress(address: string): CalendarPerson {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  return match ? { name: match[1] || (match[2] as string), email: match[2] as string } : { name: address.trim(), email: address.trim() };
}

/**
 * A name as a CN parameter: RFC 5545 parameter values cannot hold a double quote (the library
 * backslash-escapes it, which strict readers refuse) nor line breaks.
 */
function commonName(name: string): string {
  return name.replace(/"/g, "'").replace(/[\r\n\t]+/g, ' ');
}

/**
 * The .ics of one session (RFC 5545/5546), times in UTC: METHOD:REQUEST with STATUS:CONFIRMED
 * for a booked or moved session, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one. The
 * coach (CHAIR) and the client attend; neither is asked to reply (the booking is already made).
 * The meeting link is the LOCATION and URL and is in the description, with the time in the one
 * format on the reader's clock ("When: December 3rd, 2026 @ 11:45 am EST").
 */
export function bookingCalendar(input: CalendarEventInput): string {
  const sessionName = SESSION_NAMES[input.type];
  const other = input.audience === 'client' ? input.coach.name : input.client.name;
  const cancelled = input.method === 'CANCEL';
  const description = [
    cancelled ? `This ${sessionName.toLowerCase()} is cancelled.` : `${sessionName} with ${other} (45 minutes, by video).`,
    `When: ${formatBookingTime(input.startAt, input.readerTimeZone)}`,
    ...(cancelled ? [] : [`Join at: ${input.coach.meetingUrl}`]),
    input.audience === 'client' ? `Book, move or cancel sessions (up to 24 hours before) at ${input.appUrl}` : `Client: ${input.client.name} <${input.client.email}>`,
  ].join('\n');
  // `timestamp` (DTSTAMP) is in the library's schema but not its types; the injected clock sets it.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: 'career-assessment/booking',
    method: input.method,
    uid: input.uid,
    sequence: input.sequence,
    timestamp: input.now.getTime(),
    start: Date.parse(input.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(input.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${sessionName} with ${other}`,
    description,
    location: input.coach.meetingUrl,
    url: input.coach.meetingUrl,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: cancelled ? 'FREE' : 'BUSY',
    organizer: { name: commonName(input.organizer.name), email: input.organizer.email },
    attendees: [
      { name: commonName(input.coach.name), email: input.coach.email, role: 'CHAIR', partstat: 'ACCEPTED', rsvp: false },
      { name: commonName(input.client.name), email: input.client.email, role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED', rsvp: false },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be written.');
  return value;
}

/** The .ics as an e-mail attachment; its content type carries the method, as mail programs expect. */
export function calendarAttachment(input: CalendarEventInput): EmailAttachment {
  return { filename: `${input.type}-session.ics`, contentType: `text/calendar; method=${input.method}`, content: bookingCalendar(input) };
}
