import { describe, expect, it } from 'vitest';
import { DEVICE_CLOCK_KEY, nextStamp, observeStamp } from './device-clock';

describe('nextStamp', () => {
  it('rises strictly even when the wall clock stands still or steps back', () => {
    const first = nextStamp(1_000);
    const second = nextStamp(1_000);
    const third = nextStamp(500);
    expect(second).toBeGreaterThan(first);
    expect(third).toBeGreaterThan(second);
  });

  it('follows the wall clock when it is ahead', () => {
    const now = Date.now() + 60_000;
    expect(nextStamp(now)).toBe(now);
  });

  it('keeps rising across reloads through the persisted last stamp', () => {
    localStorage.setItem(DEVICE_CLOCK_KEY, String(Date.now() + 10_000_000));
    const persisted = Number(localStorage.getItem(DEVICE_CLOCK_KEY));
    expect(nextStamp()).toBe(persisted + 1);
  });

  it('moves past a stamp seen on the server', () => {
    const serverStamp = Date.now() + 20_000_000;
    observeStamp(serverStamp);
    expect(nextStamp()).toBeGreaterThan(serverStamp);
  });
});
