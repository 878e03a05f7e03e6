import { describe, expect, it } from 'vitest';
import { MOBILE_QUERY } from '../dashboard/mobile-warning-dialog';
import { MAX_CLOCK_SKEW_MS, checkClock, utcOffset } from './clock-check';
import { checkOnline } from './online-check';
import { NARROW_SCREEN_QUERY, checkScreen } from './screen-check';

describe('checkOnline', () => {
  it('passes online when the server answered, and warns when it did not or the device is offline', () => {
    expect(checkOnline(true, { reachable: true })).toMatchObject({ id: 'online', status: 'pass', detail: 'Online, and the server answered.' });
    expect(checkOnline(true, { reachable: false }).status).toBe('warn');
    const offline = checkOnline(false, { reachable: false });
    expect(offline.status).toBe('warn');
    expect(offline.advice).toMatch(/You can answer offline/);
  });
});

describe('checkClock', () => {
  const now = new Date('2026-11-24T18:00:00Z');

  it('names the time zone and passes when the clock agrees with the server', () => {
    const result = checkClock(now, { reachable: true, serverTime: new Date(now.getTime() - 60_000) }, 'America/Chicago');
    expect(result).toMatchObject({ id: 'clock', status: 'pass' });
    expect(result.detail).toContain(`time zone America/Chicago (${utcOffset(now)})`);
    expect(result.detail).toContain('agrees with the server');
  });

  it('warns when the clock is more than 5 minutes off the server’s', () => {
    const result = checkClock(now, { reachable: true, serverTime: new Date(now.getTime() - MAX_CLOCK_SKEW_MS - 7 * 60_000) }, 'Europe/Berlin');
    expect(result.status).toBe('warn');
    expect(result.detail).toContain('12 minutes ahead of the server’s');
    expect(result.advice).toMatch(/Set time automatically/);
  });

  it('passes without a server to compare with, and warns when the browser names no time zone', () => {
    expect(checkClock(now, { reachable: false }, 'UTC').detail).toContain('could not be compared');
    expect(checkClock(now, { reachable: false }, '').status).toBe('warn');
  });

  it('writes UTC offsets with sign, hours and minutes', () => {
    expect(utcOffset(new Date())).toMatch(/^UTC[+-]\d{2}:\d{2}$/);
  });
});

describe('checkScreen', () => {
  it('uses the app’s own mobile breakpoint', () => {
    expect(NARROW_SCREEN_QUERY).toBe(MOBILE_QUERY);
  });

  it('passes on a wide window and warns at the breakpoint or below', () => {
    expect(checkScreen(1280, false)).toMatchObject({ id: 'screen', status: 'pass' });
    const narrow = checkScreen(780, true);
    expect(narrow.status).toBe('warn');
    expect(narrow.detail).toContain('780 pixels wide');
  });
});
