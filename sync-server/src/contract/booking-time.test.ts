import { describe, expect, it } from 'vitest';
import { FALLBACK_TIME_ZONE, canonicalTimeZone, formatBookingTime, formatClockTime, isIanaTimeZone, zoneOrFallback } from './booking-time';

/** The one format: 'MMMM Do, YYYY @ h:mm a' and the zone's name. */
const ONE_FORMAT = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} @ \d{1,2}:\d{2} (am|pm) (?:[A-Z]{2,5}|UTC[+-]\d{1,2}(?::\d{2})?)$/;

describe('formatBookingTime', () => {
  it("writes one instant on each reader's clock with the zone named", () => {
    const instant = '2026-12-03T16:45:00.000Z';
    expect(formatBookingTime(instant, 'America/New_York')).toBe('December 3rd, 2026 @ 11:45 am EST');
    expect(formatBookingTime(instant, 'America/Chicago')).toBe('December 3rd, 2026 @ 10:45 am CST');
    expect(formatBookingTime(instant, 'America/Los_Angeles')).toBe('December 3rd, 2026 @ 8:45 am PST');
    expect(formatBookingTime(instant, 'Pacific/Honolulu')).toBe('December 3rd, 2026 @ 6:45 am HST');
    expect(formatBookingTime(instant, 'Europe/London')).toBe('December 3rd, 2026 @ 4:45 pm GMT');
    expect(formatBookingTime(instant, 'UTC')).toBe('December 3rd, 2026 @ 4:45 pm UTC');
    expect(formatBookingTime(new Date(instant), 'Asia/Tokyo')).toBe('December 4th, 2026 @ 1:45 am UTC+9');
  });

  it('writes a zone Intl has no letters for as a UTC offset, half and quarter hours included', () => {
    const instant = '2026-12-03T16:45:00.000Z';
    expect(formatBookingTime(instant, 'Europe/Berlin')).toBe('December 3rd, 2026 @ 5:45 pm UTC+1');
    expect(formatBookingTime(instant, 'Asia/Kolkata')).toBe('December 3rd, 2026 @ 10:15 pm UTC+5:30');
    expect(formatBookingTime(instant, 'Asia/Kathmandu')).toBe('December 3rd, 2026 @ 10:30 pm UTC+5:45');
    expect(formatBookingTime(instant, 'America/St_Johns')).toBe('December 3rd, 2026 @ 1:15 pm UTC-3:30');
    expect(formatBookingTime(instant, 'America/Sao_Paulo')).toBe('December 3rd, 2026 @ 1:45 pm UTC-3');
    // POSIX sign: Etc/GMT+5 is five hours behind UTC.
    expect(formatBookingTime(instant, 'Etc/GMT+5')).toBe('December 3rd, 2026 @ 11:45 am UTC-5');
  });

  it('follows daylight saving time across its edges, so a repeated hour reads apart', () => {
    // Chicago springs forward on 8 March 2026 at 2:00 (08:00 UTC)...
    expect(formatBookingTime('2026-03-08T07:59:00.000Z', 'America/Chicago')).toBe('March 8th, 2026 @ 1:59 am CST');
    expect(formatBookingTime('2026-03-08T08:00:00.000Z', 'America/Chicago')).toBe('March 8th, 2026 @ 3:00 am CDT');
    // ...and falls back on 1 November at 2:00 CDT: 1:30 comes twice, once in each zone.
    expect(formatBookingTime('2026-11-01T06:30:00.000Z', 'America/Chicago')).toBe('November 1st, 2026 @ 1:30 am CDT');
    expect(formatBookingTime('2026-11-01T07:30:00.000Z', 'America/Chicago')).toBe('November 1st, 2026 @ 1:30 am CST');
    // Berlin, a numeric name: 29 March 2026 at 2:00 (01:00 UTC).
    expect(formatBookingTime('2026-03-29T00:59:00.000Z', 'Europe/Berlin')).toBe('March 29th, 2026 @ 1:59 am UTC+1');
    expect(formatBookingTime('2026-03-29T01:00:00.000Z', 'Europe/Berlin')).toBe('March 29th, 2026 @ 3:00 am UTC+2');
    // London has letters in winter only ('GMT'); in summer it reads as the offset.
    expect(formatBookingTime('2026-07-01T16:45:00.000Z', 'Europe/London')).toBe('July 1st, 2026 @ 5:45 pm UTC+1');
    // The southern hemisphere: Sydney leaves summer time on 5 April 2026 at 3:00 (16:00 UTC the day before).
    expect(formatBookingTime('2026-04-04T15:30:00.000Z', 'Australia/Sydney')).toBe('April 5th, 2026 @ 2:30 am UTC+11');
    expect(formatBookingTime('2026-04-04T16:30:00.000Z', 'Australia/Sydney')).toBe('April 5th, 2026 @ 2:30 am UTC+10');
    // Summer in the United States.
    expect(formatBookingTime('2026-07-01T00:05:00.000Z', 'America/Chicago')).toBe('June 30th, 2026 @ 7:05 pm CDT');
  });

  it('writes midnight and noon as 12, with the day the reader is in', () => {
    expect(formatBookingTime('2026-12-03T05:00:00.000Z', 'America/New_York')).toBe('December 3rd, 2026 @ 12:00 am EST');
    expect(formatBookingTime('2026-12-03T17:00:00.000Z', 'America/New_York')).toBe('December 3rd, 2026 @ 12:00 pm EST');
    expect(formatBookingTime('2026-12-04T04:59:00.000Z', 'America/New_York')).toBe('December 3rd, 2026 @ 11:59 pm EST');
    expect(formatBookingTime('2027-01-01T04:30:00.000Z', 'America/New_York')).toBe('December 31st, 2026 @ 11:30 pm EST');
  });

  it('gives each day its ordinal', () => {
    const day = (n: number) => formatBookingTime(`2026-12-${String(n).padStart(2, '0')}T17:00:00.000Z`, 'UTC').split(',')[0];
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(day)).toEqual([
      'December 1st',
      'December 2nd',
      'December 3rd',
      'December 4th',
      'December 11th',
      'December 12th',
      'December 13th',
      'December 21st',
      'December 22nd',
      'December 23rd',
      'December 31st',
    ]);
  });

  it('reads UTC, named, for a reader without a known zone', () => {
    const utc = 'December 3rd, 2026 @ 4:45 pm UTC';
    for (const zone of [null, undefined, '', 'Mars/Olympus_Mons', '+05:00', 'EST5EDT; DROP TABLE users']) {
      expect(formatBookingTime('2026-12-03T16:45:00.000Z', zone)).toBe(utc);
    }
  });

  it('refuses what is not a time', () => {
    expect(() => formatBookingTime('not a time', 'UTC')).toThrow(RangeError);
  });

  it('keeps to one shape in every zone the runtime knows', () => {
    const zones = [...Intl.supportedValuesOf('timeZone'), 'UTC'];
    for (const zone of zones) {
      for (const instant of ['2026-01-15T12:00:00.000Z', '2026-07-15T12:00:00.000Z']) expect(formatBookingTime(instant, zone)).toMatch(ONE_FORMAT);
    }
  });
});

describe('formatClockTime', () => {
  it('is the time part of the same format', () => {
    expect(formatClockTime('2026-12-03T16:45:00.000Z', 'America/New_York')).toBe('11:45 am EST');
    expect(formatClockTime('2026-12-03T16:45:00.000Z', 'Asia/Kolkata')).toBe('10:15 pm UTC+5:30');
    expect(formatClockTime('2026-12-03T16:45:00.000Z', null)).toBe('4:45 pm UTC');
  });
});

describe('time zone names', () => {
  it('knows IANA names and refuses offsets, unknown names and non-text', () => {
    for (const zone of ['America/New_York', 'America/Argentina/Buenos_Aires', 'UTC', 'Etc/GMT+5', 'Asia/Kolkata']) expect(isIanaTimeZone(zone)).toBe(true);
    for (const zone of ['', 'Mars/Olympus_Mons', '+05:00', 'GMT+5', 'America/New York', 'a'.repeat(65), 42, null, undefined]) expect(isIanaTimeZone(zone)).toBe(false);
  });

  it('spells a zone as Intl does, and falls back to UTC for an unknown one', () => {
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    // Another name of the same zone stays as given (ICU's own name for Kolkata is Calcutta).
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Nowhere/Special')).toBe('Nowhere/Special');
    expect(zoneOrFallback('America/Chicago')).toBe('America/Chicago');
    expect(zoneOrFallback('Nowhere/Special')).toBe(FALLBACK_TIME_ZONE);
    expect(zoneOrFallback(null)).toBe('UTC');
  });
});
