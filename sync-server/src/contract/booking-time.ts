/**
 * The one way a booking time is written, by the server (e-mails, the .ics) and the app (dashboard,
 * scheduling, admin pages) alike: the spec's 'MMMM Do, YYYY @ h:mm a' on the reader's own clock,
 * with the zone named: "December 3rd, 2026 @ 11:45 am EST". Pure and browser-safe (Intl only, no
 * date library): the PWA imports it as `@career/sync-server/contract/booking-time`.
 *
 * The zone's name is Intl's short en-US name at that instant (EST/EDT, CST/CDT, PST, HST, GMT,
 * UTC), so daylight saving time shows. Where Intl has no letters for a zone it gives an offset
 * ("GMT+1" for Berlin, "GMT+5:30" for Kolkata); that is written as a UTC offset instead
 * ("UTC+1", "UTC+5:30", "UTC-3:30"), the family of the fallback zone's name. A reader without a
 * zone, or with one this runtime does not know, reads UTC, named "UTC".
 */

/** The zone of a reader whose own zone is not known (or not known to this runtime). */
export const FALLBACK_TIME_ZONE = 'UTC';
/** Longer than any IANA name (the longest is about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

// Area/Location names (America/Argentina/Buenos_Aires, Etc/GMT+5) and single names (UTC); never
// offsets ('+05:00'), which newer Intl versions also accept.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

// One formatter per zone: a table of 100 sessions builds one, not 100. Zone names are a few
// hundred (spelt in other cases, more): the cache starts over past 1,000.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The booking format's formatter for a zone; throws a RangeError for a zone Intl does not know. */
function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' });
    if (formats.size >= 1000) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** The field message of a time zone that is not an IANA name this runtime knows. */
export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA time zone such as America/New_York';

/** An IANA time zone this runtime knows (America/New_York, UTC), not an offset. */
export function isIanaTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME.test(zone)) return false;
  try {
    formatOf(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone spelt as Intl spells it ('america/chicago' -> 'America/Chicago'), never another name
 * for it: ICU would turn Asia/Kolkata into Asia/Calcutta, and a chosen name is kept as chosen.
 * The input when Intl does not know it.
 */
export function canonicalTimeZone(zone: string): string {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
  const folded = zone.toLowerCase();
  if (resolved.toLowerCase() === folded) return resolved;
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone').find((name) => name.toLowerCase() === folded) : undefined;
  return listed ?? zone;
}

/** The reader's zone when it is a known IANA name, else UTC. */
export function zoneOrFallback(zone: string | null | undefined): string {
  return isIanaTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** 'GMT+5:30' -> 'UTC+5:30'; letters ('EST', 'GMT', 'UTC') stay. */
function zoneLabel(shortName: string): string {
  return shortName.replace(/^GMT(?=[+\-\u2212])/, 'UTC').replace('\u2212', '-');
}

interface ClockParts {
  month: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
  zone: string;
}

function clockParts(instant: string | Date, timeZone: string | null | undefined): ClockParts {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a time: ${String(instant)}`);
  const parts = Object.fromEntries(formatOf(zoneOrFallback(timeZone)).formatToParts(date).map((part) => [part.type, part.value]));
  return {
    month: parts.month ?? '',
    day: parts.day ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    dayPeriod: (parts.dayPeriod ?? '').toLowerCase(),
    zone: zoneLabel(parts.timeZoneName ?? FALLBACK_TIME_ZONE),
  };
}

/**
 * A booking's time on the reader's clock, with the zone named: "December 3rd, 2026 @ 11:45 am EST".
 * `timeZone` is the reader's IANA zone (the client's account zone, the coach's zone); null,
 * missing or unknown reads UTC ("... @ 4:45 pm UTC"). Throws a RangeError for a value that is not a time.
 */
export function formatBookingTime(instant: string | Date, timeZone: string | null | undefined): string {
  const parts = clockParts(instant, timeZone);
  return `${parts.month} ${ordinal(Number(parts.day))}, ${parts.year} @ ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.zone}`;
}

/** The time part alone, written the same way, for a time of today (a banner's end): "11:45 am EST". */
export function formatClockTime(instant: string | Date, timeZone: string | null | undefined): string {
  const parts = clockParts(instant, timeZone);
  return `${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.zone}`;
}
