import { describe, expect, it } from 'vitest';
import type { CalendarEventInput } from './booking-calendar';
import { icsLines, icsText, icsValue } from '../../../test/ics';
import { formatBookingTime } from '../../../contract/booking-time';
import { bookingCalendar, calendarAttachment, calendarUidFor, personOfAddress } from './booking-calendar';

const base: CalendarEventInput = {
  method: 'REQUEST',
  uid: '0193a5b0-0000-7000-8000-000000000001@127.0.0.1',
  sequence: 0,
  type: 'interview',
  startAt: '2026-11-23T14:00:00.000Z',
  endAt: '2026-11-23T14:45:00.000Z',
  coach: { name: 'Dana Example, Ph.D.', email: 'dana.example@coaches.example.com', meetingUrl: 'https://meet.example.com/dana-example' },
  client: { name: 'Priya Premium', email: 'premium@demo.example' },
  organizer: { name: 'Career Assessment', email: 'no-reply@career-assessment.example' },
  audience: 'client',
  readerTimeZone: 'America/Chicago',
  appUrl: 'http://127.0.0.1:8080',
  now: new Date('2026-11-22T09:00:00.000Z'),
};

describe('the session calendar file', () => {
  it('invites to a 45-minute session in UTC, with the meeting link as location, URL and in the description', () => {
    const ics = bookingCalendar(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(icsValue(ics, 'METHOD')).toBe('REQUEST');
    expect(icsValue(ics, 'UID')).toBe(base.uid);
    expect(icsValue(ics, 'SEQUENCE')).toBe('0');
    expect(icsValue(ics, 'DTSTAMP')).toBe('20261122T090000Z');
    expect(icsValue(ics, 'DTSTART')).toBe('20261123T140000Z');
    expect(icsValue(ics, 'DTEND')).toBe('20261123T144500Z');
    expect(icsValue(ics, 'STATUS')).toBe('CONFIRMED');
    expect(icsValue(ics, 'SUMMARY')).toBe('Interview session with Dana Example\\, Ph.D.');
    expect(icsValue(ics, 'LOCATION')).toBe('https://meet.example.com/dana-example');
    expect(icsValue(ics, 'URL')).toBe('https://meet.example.com/dana-example');
    expect(icsValue(ics, 'DESCRIPTION')).toContain('Join at: https://meet.example.com/dana-example');
    expect(icsLines(ics).find((line) => line.startsWith('ORGANIZER'))).toBe('ORGANIZER;CN="Career Assessment":MAILTO:no-reply@career-assessment.example');
    const attendees = icsLines(ics).filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    expect(attendees[0]).toMatch(/ROLE="CHAIR".*:mailto:dana\.example@coaches\.example\.com$/);
    expect(attendees[1]).toMatch(/RSVP=FALSE.*CN="Priya Premium":mailto:premium@demo\.example$/);
    // Every line within 75 octets (RFC 5545 folding), CRLF line ends only.
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it("writes the time in the description in the one format, on the reader's clock", () => {
    const client = icsText(icsValue(bookingCalendar(base), 'DESCRIPTION'));
    expect(client.split('\n')).toEqual([
      'Interview session with Dana Example, Ph.D. (45 minutes, by video).',
      'When: November 23rd, 2026 @ 8:00 am CST',
      'Join at: https://meet.example.com/dana-example',
      'Book, move or cancel sessions (up to 24 hours before) at http://127.0.0.1:8080',
    ]);
    // The same words as the e-mail and the app (formatBookingTime), in the coach's zone for the coach.
    expect(client).toContain(`When: ${formatBookingTime(base.startAt, 'America/Chicago')}`);
    const coach = icsText(icsValue(bookingCalendar({ ...base, audience: 'coach', readerTimeZone: 'America/New_York' }), 'DESCRIPTION'));
    expect(coach).toContain('When: November 23rd, 2026 @ 9:00 am EST');
    // A cancellation says which time it was; a reader whose zone is not known reads UTC, named.
    const cancelled = icsText(icsValue(bookingCalendar({ ...base, method: 'CANCEL', readerTimeZone: null }), 'DESCRIPTION'));
    expect(cancelled.split('\n').slice(0, 2)).toEqual(['This interview session is cancelled.', 'When: November 23rd, 2026 @ 2:00 pm UTC']);
  });

  it("names the client in the coach's copy, with the client's address", () => {
    const ics = bookingCalendar({ ...base, audience: 'coach' });
    expect(icsValue(ics, 'SUMMARY')).toBe('Interview session with Priya Premium');
    expect(icsValue(ics, 'DESCRIPTION')).toContain('Client: Priya Premium <premium@demo.example>');
    expect(icsValue(ics, 'UID')).toBe(base.uid);
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID, at the given sequence', () => {
    const ics = bookingCalendar({ ...base, method: 'CANCEL', sequence: 2, type: 'results' });
    expect(icsValue(ics, 'METHOD')).toBe('CANCEL');
    expect(icsValue(ics, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(ics, 'SEQUENCE')).toBe('2');
    expect(icsValue(ics, 'UID')).toBe(base.uid);
    expect(icsValue(ics, 'SUMMARY')).toBe('Results session with Dana Example\\, Ph.D.');
  });

  it('escapes text a name could break the file with', () => {
    const ics = bookingCalendar({ ...base, client: { name: 'Ana; "Bee", Cee\\D', email: 'ana@example.com' }, audience: 'coach' });
    expect(icsValue(ics, 'SUMMARY')).toBe('Interview session with Ana\\; "Bee"\\, Cee\\\\D');
    expect(icsLines(ics).filter((line) => /^[A-Z-]+[;:]/.test(line))).toHaveLength(icsLines(ics).length);
    // A parameter value cannot hold a double quote (RFC 5545): the name keeps single ones instead.
    expect(icsLines(ics).find((line) => line.startsWith('ATTENDEE') && line.includes('ana@example.com'))).toContain(`CN="Ana; 'Bee', Cee\\D":mailto:ana@example.com`);
  });

  it('comes as an attachment whose content type carries the method', () => {
    expect(calendarAttachment({ ...base, method: 'CANCEL' })).toMatchObject({ filename: 'interview-session.ics', contentType: 'text/calendar; method=CANCEL', content: expect.stringContaining('METHOD:CANCEL') });
  });

  it("takes the UID's host from the public address and reads the sender's name and address", () => {
    expect(calendarUidFor('abc', 'https://career.example.org/')).toBe('abc@career.example.org');
    expect(personOfAddress('Career Assessment <no-reply@career-assessment.example>')).toEqual({ name: 'Career Assessment', email: 'no-reply@career-assessment.example' });
    expect(personOfAddress('"Career, Inc." <hi@career.example>')).toEqual({ name: 'Career, Inc.', email: 'hi@career.example' });
    expect(personOfAddress('hi@career.example')).toEqual({ name: 'hi@career.example', email: 'hi@career.example' });
  });
});
