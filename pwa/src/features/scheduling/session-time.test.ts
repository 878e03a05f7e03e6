import { describe, expect, it } from 'vitest';
import { dayKey, formatSessionTime, formatSlotTime, slotsByDay, zoneLongName } from './session-time';

describe('formatSessionTime', () => {
  // The format itself (ordinals, midnight and noon, unknown zones) is tested once, with
  // formatBookingTime in sync-server/src/contract/booking-time.test.ts; this is the wrapper.
  it("writes 'MMMM Do, YYYY @ h:mm a' in the client's zone with the zone named", () => {
    expect(formatSessionTime('2026-12-03T19:30:00.000Z', 'America/New_York')).toBe('December 3rd, 2026 @ 2:30 pm EST');
    expect(formatSessionTime('2026-12-03T19:30:00.000Z', 'America/Los_Angeles')).toBe('December 3rd, 2026 @ 11:30 am PST');
  });

  it('follows daylight saving time in summer', () => {
    expect(formatSessionTime('2026-07-01T00:05:00.000Z', 'America/Chicago')).toBe('June 30th, 2026 @ 7:05 pm CDT');
    expect(zoneLongName('2026-07-01T00:05:00.000Z', 'America/Chicago')).toBe('Central Daylight Time');
  });
});

describe('slots by the client day', () => {
  it('puts a slot on the day it falls in the client zone, not in UTC', () => {
    const slots = ['2026-12-03T23:00:00.000Z', '2026-12-04T01:00:00.000Z', '2026-12-04T15:00:00.000Z'];
    expect(dayKey(slots[1] ?? '', 'UTC')).toBe('2026-12-04');
    expect(slotsByDay(slots, 'America/New_York').map((day) => [day.label, day.slots.map((slot) => formatSlotTime(slot, 'America/New_York'))])).toEqual([
      ['Thursday, December 3', ['6:00 pm', '8:00 pm']],
      ['Friday, December 4', ['10:00 am']],
    ]);
  });
});
