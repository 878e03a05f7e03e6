import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A live session: 45 minutes (spec section 9). */
export const SESSION_MINUTES = 45;

/** One weekly window of a coach, in the coach's own time zone (minutes after local midnight). */
export interface WeeklyWindow {
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface SlotQuery {
  /** The coach's IANA time zone (e.g. America/New_York). */
  timeZone: string;
  weekly: readonly WeeklyWindow[];
  /** The instants to search between (inclusive start, exclusive end). */
  from: Date;
  to: Date;
  /** Times already booked ([start, end) in epoch ms): a slot overlapping one is left out. */
  busy?: readonly { start: number; end: number }[];
  durationMinutes?: number;
}

/**
 * The free session starts of a coach between two instants, as UTC ISO strings in order. Each day
 * is read on the coach's own calendar: a window of 09:00-12:00 stays 09:00-12:00 local across a
 * daylight-saving change (so its UTC instants move), and a local time the change skips (02:30 on
 * the spring-forward night) gives no slot.
 */
export function freeSlots(query: SlotQuery): string[] {
  const duration = query.durationMinutes ?? SESSION_MINUTES;
  const slots: string[] = [];
  // Start one local day early: the first instant may fall late on the coach's previous day.
  let day = new TZDate(query.from.getTime(), query.timeZone);
  day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() - 1, 0, 0, query.timeZone);
  for (; day.getTime() < query.to.getTime(); day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, query.timeZone)) {
    for (const window of query.weekly) {
      if (window.weekday !== day.getDay()) continue;
      // The end of the window's last slot (in or out of range): across a clock change wall-clock steps can overlap.
      let lastEnd = Number.NEGATIVE_INFINITY;
      for (let minute = window.startMinute; minute + duration <= window.endMinute; minute += duration) {
        const start = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60, query.timeZone);
        // A wall time the clock change skips comes back shifted: no slot then.
        if (start.getHours() * 60 + start.getMinutes() !== minute || start.getDate() !== day.getDate()) continue;
        const at = start.getTime();
        const end = at + duration * 60_000;
        // Slots of one window never overlap each other (wall-clock steps across a clock change can).
        if (at < lastEnd) continue;
        lastEnd = end;
        if (at < query.from.getTime() || at >= query.to.getTime()) continue;
        if (!query.busy?.some((taken) => taken.start < end && taken.end > at)) slots.push(new Date(at).toISOString());
      }
    }
  }
  return slots.sort();
}

/** Slots grouped by the day they fall on in the client's time zone ('2026-03-08'), days in order. */
export function slotsByClientDay(slots: readonly string[], clientTimeZone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    const key = format(new TZDate(Date.parse(slot), clientTimeZone), 'yyyy-MM-dd');
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}
