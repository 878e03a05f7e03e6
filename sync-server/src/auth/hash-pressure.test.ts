import { describe, expect, it } from 'vitest';
import { PRESSURE_HOLD_MS, PRESSURE_WAITING, createHashPressure } from './hash-pressure';
import { createPasswordHasher } from './password-hasher';

describe('hash pressure', () => {
  it('asks no proof while hashes wait less than the threshold, then level 1, and level 2 from 4 more waiting', () => {
    let waiting = 0;
    let now = 0;
    const pressure = createHashPressure(() => ({ waiting }), { now: () => now });
    const levelAt = (count: number) => {
      waiting = count;
      now += PRESSURE_HOLD_MS + 1;
      return pressure.level();
    };
    expect([0, 1, PRESSURE_WAITING - 1].map(levelAt)).toEqual([0, 0, 0]);
    expect([PRESSURE_WAITING, PRESSURE_WAITING + 3, PRESSURE_WAITING + 4, PRESSURE_WAITING + 8, 100].map(levelAt)).toEqual([1, 1, 2, 2, 2]);
  });

  it('holds level 1 for two minutes after the queue last showed pressure; higher levels only while it is that deep', () => {
    let waiting = PRESSURE_WAITING + 4;
    let now = 0;
    const pressure = createHashPressure(() => ({ waiting }), { now: () => now });
    expect(pressure.level()).toBe(2);
    waiting = 0;
    now = PRESSURE_HOLD_MS - 1;
    expect(pressure.level()).toBe(1);
    waiting = PRESSURE_WAITING;
    expect(pressure.level()).toBe(1);
    waiting = 0;
    now += PRESSURE_HOLD_MS - 1;
    expect(pressure.level()).toBe(1);
    now += 2;
    expect(pressure.level()).toBe(0);
  });

  it('asks level 1 at least, whatever the queue, with SIGN_IN_PROOF=always', () => {
    let waiting = 0;
    const pressure = createHashPressure(() => ({ waiting }), { always: true });
    expect(pressure.level()).toBe(1);
    waiting = PRESSURE_WAITING + 8;
    expect(pressure.level()).toBe(2);
  });

  it('reads a real hash queue: hashes waiting behind the one running press it', async () => {
    const hasher = createPasswordHasher({ params: { logN: 8, r: 8, p: 1 }, concurrency: 1, trustedExtra: 0, dutyCycle: false, maxWaitingPerCaller: 100 });
    const pressure = createHashPressure(hasher.load);
    expect(pressure.level()).toBe(0);
    const hashes = Array.from({ length: PRESSURE_WAITING + 1 }, (_, i) => hasher.hash(`password ${i}`));
    expect(hasher.load()).toEqual({ running: 1, waiting: PRESSURE_WAITING });
    expect(pressure.level()).toBe(1);
    await Promise.all(hashes);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
    expect(pressure.level()).toBe(1);
  });
});
