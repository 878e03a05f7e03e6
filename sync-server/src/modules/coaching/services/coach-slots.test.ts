import { describe, expect, it } from 'vitest';
import { freeSlots, slotsByClientDay } from './coach-slots';

const MORNINGS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 12 * 60 }));

describe("a coach's free slots", () => {
  it('are 45 minutes apart inside the weekly window, on the coach\'s own clock', () => {
    const slots = freeSlots({ timeZone: 'America/New_York', weekly: MORNINGS, from: new Date('2026-11-24T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') });
    // 09:00, 09:45, 10:30, 11:15 in New York (UTC-5 in November); 12:00 would end past the window.
    expect(slots).toEqual(['2026-11-24T14:00:00.000Z', '2026-11-24T14:45:00.000Z', '2026-11-24T15:30:00.000Z', '2026-11-24T16:15:00.000Z']);
  });

  it("keep local time across the coach's spring-forward and fall-back changes", () => {
    const spring = freeSlots({ timeZone: 'America/New_York', weekly: MORNINGS, from: new Date('2026-03-07T00:00:00Z'), to: new Date('2026-03-09T00:00:00Z') });
    expect(spring.filter((slot) => slot.startsWith('2026-03-07'))[0]).toBe('2026-03-07T14:00:00.000Z'); // EST
    expect(spring.filter((slot) => slot.startsWith('2026-03-08'))[0]).toBe('2026-03-08T13:00:00.000Z'); // EDT
    const fall = freeSlots({ timeZone: 'America/New_York', weekly: MORNINGS, from: new Date('2026-10-31T00:00:00Z'), to: new Date('2026-11-02T00:00:00Z') });
    expect(fall.filter((slot) => slot.startsWith('2026-10-31'))[0]).toBe('2026-10-31T13:00:00.000Z');
    expect(fall.filter((slot) => slot.startsWith('2026-11-01'))[0]).toBe('2026-11-01T14:00:00.000Z');
  });

  it('give no slot at a wall time the clock change skips', () => {
    const night = [{ weekday: 0, startMinute: 2 * 60, endMinute: 5 * 60 }];
    const slots = freeSlots({ timeZone: 'America/New_York', weekly: night, from: new Date('2026-03-08T00:00:00Z'), to: new Date('2026-03-09T00:00:00Z') });
    // 02:00 and 02:45 do not exist that night; 03:30 and 04:15 do (EDT).
    expect(slots).toEqual(['2026-03-08T07:30:00.000Z', '2026-03-08T08:15:00.000Z']);
  });

  it('never overlap each other across the spring-forward hour', () => {
    const night = [{ weekday: 0, startMinute: 60, endMinute: 4 * 60 }];
    const slots = freeSlots({ timeZone: 'America/New_York', weekly: night, from: new Date('2026-03-08T00:00:00Z'), to: new Date('2026-03-09T00:00:00Z') });
    // 01:00 and 01:45 EST (06:00, 06:45 UTC); 02:30 does not exist; 03:15 EDT (07:15 UTC) would overlap 01:45-02:30 EST.
    expect(slots).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T06:45:00.000Z']);
  });

  it('leave out taken slots and anything outside the range', () => {
    const slots = freeSlots({
      timeZone: 'Europe/London',
      weekly: MORNINGS,
      from: new Date('2026-11-24T09:30:00Z'),
      to: new Date('2026-11-24T12:00:00Z'),
      busy: [{ start: Date.parse('2026-11-24T10:30:00.000Z'), end: Date.parse('2026-11-24T11:15:00.000Z') }],
    });
    expect(slots).toEqual(['2026-11-24T09:45:00.000Z', '2026-11-24T11:15:00.000Z']);
  });

  it('leave out slots that overlap a booking without sharing its start (hours changed since it was booked)', () => {
    const slots = freeSlots({
      timeZone: 'Europe/London',
      weekly: MORNINGS,
      from: new Date('2026-11-24T09:00:00Z'),
      to: new Date('2026-11-24T12:00:00Z'),
      // Booked 09:20-10:05 under earlier hours: 09:00 and 09:45 both overlap it.
      busy: [{ start: Date.parse('2026-11-24T09:20:00.000Z'), end: Date.parse('2026-11-24T10:05:00.000Z') }],
    });
    expect(slots).toEqual(['2026-11-24T10:30:00.000Z', '2026-11-24T11:15:00.000Z']);
  });

  it("fall on the client's own days, across the client's daylight-saving change", () => {
    // A London coach's 09:00 slots seen from Los Angeles, the week LA falls back (Nov 1) but London already has (Oct 25).
    const slots = freeSlots({ timeZone: 'Europe/London', weekly: MORNINGS, from: new Date('2026-10-31T00:00:00Z'), to: new Date('2026-11-03T00:00:00Z') });
    const days = slotsByClientDay(slots, 'America/Los_Angeles');
    // 09:00 London is 02:00 in LA (PDT) on Oct 31 and 01:00 (PST) from Nov 1: each on the same LA day as in London.
    expect(days.get('2026-10-31')?.[0]).toBe('2026-10-31T09:00:00.000Z');
    expect(days.get('2026-11-01')?.[0]).toBe('2026-11-01T09:00:00.000Z');
    expect([...days.keys()]).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    // Seen from Auckland (UTC+13), a London morning runs past midnight: its last slot is on the next day.
    expect(slotsByClientDay(slots, 'Pacific/Auckland').get('2026-11-01')).toEqual([
      '2026-10-31T11:15:00.000Z',
      '2026-11-01T09:00:00.000Z',
      '2026-11-01T09:45:00.000Z',
      '2026-11-01T10:30:00.000Z',
    ]);
  });
});
