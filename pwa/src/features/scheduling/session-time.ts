import { formatBookingTime } from '@career/sync-server/contract/booking-time';

/** The client's own time zone (the browser's), e.g. 'America/Chicago'. */
export function clientTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function partsOf(iso: string, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * A session's start in the one booking format (formatBookingTime, shared with the server's e-mails
 * and .ics): "December 3rd, 2026 @ 2:30 pm EST". Pass the reader's zone (useReaderTimeZone: the
 * account's); without one it is the browser's.
 */
export function formatSessionTime(iso: string, timeZone = clientTimeZone()): string {
  return formatBookingTime(iso, timeZone);
}

/** A slot's start on the client's clock: '2:30 pm'. */
export function formatSlotTime(iso: string, timeZone = clientTimeZone()): string {
  const parts = partsOf(iso, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true });
  return `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}

/** The client's calendar day of an instant, '2026-12-03', to group slots by day. */
export function dayKey(iso: string, timeZone = clientTimeZone()): string {
  const parts = partsOf(iso, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A day heading: 'Thursday, December 3'. */
export function formatDayLabel(iso: string, timeZone = clientTimeZone()): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/** A day on a small button: 'Thu, Dec 3'. */
export function formatShortDayLabel(iso: string, timeZone = clientTimeZone()): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** The zone's name for a sentence: 'Eastern Standard Time'. */
export function zoneLongName(iso: string, timeZone = clientTimeZone()): string {
  return partsOf(iso, timeZone, { timeZoneName: 'long' }).timeZoneName ?? timeZone;
}

/** Slots (UTC ISO, in order) grouped by the client's day, days in order. */
export function slotsByDay(slots: readonly string[], timeZone = clientTimeZone()): { day: string; label: string; shortLabel: string; slots: string[] }[] {
  const days = new Map<string, { day: string; label: string; shortLabel: string; slots: string[] }>();
  for (const slot of slots) {
    const key = dayKey(slot, timeZone);
    const entry = days.get(key) ?? { day: key, label: formatDayLabel(slot, timeZone), shortLabel: formatShortDayLabel(slot, timeZone), slots: [] };
    entry.slots.push(slot);
    days.set(key, entry);
  }
  return [...days.values()];
}
