import { describe, expect, it } from 'vitest';
import { modeOf, syncWindow } from './sync-window';

const NOW = new Date('2026-11-24T12:00:00.000Z');

describe('the sync windows (spec section 5)', () => {
  it('days back defaults to 5', () => {
    expect(syncWindow({ mode: 'days-back' }, NOW)).toEqual({ from: '2026-11-19T12:00:00.000Z', to: '2026-11-24T12:00:00.000Z' });
    expect(syncWindow({ mode: 'days-back', daysBack: 30 }, NOW)?.from).toBe('2026-10-25T12:00:00.000Z');
  });

  it('a date range takes whole UTC days from MM-DD-YYYY, both ends included', () => {
    expect(syncWindow({ mode: 'date-range', startDate: '11-01-2026', endDate: '11-03-2026' }, NOW)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T23:59:59.999Z',
    });
  });

  it('the test-date mode searches from 2 days before to 4 days after the MBTI completion', () => {
    expect(syncWindow({ mode: 'test-date', anchor: '2026-11-10T08:00:00.000Z' }, NOW)).toEqual({ from: '2026-11-08T08:00:00.000Z', to: '2026-11-14T08:00:00.000Z' });
    expect(syncWindow({ mode: 'test-date', anchor: undefined }, NOW)).toBeUndefined();
  });

  it('the mode is a date range when both dates are given, else days back', () => {
    expect(modeOf({ startDate: '11-01-2026', endDate: '11-03-2026' })).toBe('date-range');
    expect(modeOf({ startDate: '11-01-2026' })).toBe('days-back');
    expect(modeOf({ mode: 'test-date' })).toBe('test-date');
  });
});
