import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../../auth/rate-limiter';
import { AppError } from '../../../http/app-error';
import { createSqliteTestDatabase } from '../../../test/test-databases';
import { admitLoginAttempt, hashCallerOf, holdRefusals, recordLoginSuccess } from './login-throttle';

describe('holdRefusals', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a rate-limit or busy refusal only after the delay, and anything else at once', async () => {
    vi.useFakeTimers();
    for (const code of ['rate_limited', 'unavailable'] as const) {
      let settled = false;
      const refusal = holdRefusals(() => Promise.reject(new AppError(code, 'no')), 1000).catch((error: unknown) => {
        settled = true;
        return error;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await refusal).toBeInstanceOf(AppError);
    }
    await expect(holdRefusals(() => Promise.reject(new AppError('validation', 'Password incorrect')), 1000)).rejects.toThrow('Password incorrect');
    expect(await holdRefusals(() => Promise.resolve('user'), 1000)).toBe('user');
  });
});

describe('hashCallerOf: a password check\'s place in the hash queue', () => {
  it('puts a known device first; an address behind once its last try at this account failed, and back once it succeeds', async () => {
    const database = await createSqliteTestDatabase();
    try {
      const limiter = createRateLimiter(database.driver);
      const email = 'owner@example.com';
      const home = { address: '198.51.100.7', deviceId: null };
      expect(await hashCallerOf(limiter, email, { address: home.address, deviceId: 'laptop' })).toEqual({ key: 'device:laptop', priority: 0 });
      expect(await hashCallerOf(limiter, email, home)).toEqual({ key: home.address, priority: 1 });
      // One failed try from a flooding address (each of a distributed flood's addresses fails at its
      // account from its first try): behind the clean callers from then on.
      await admitLoginAttempt(limiter, email, home);
      expect((await hashCallerOf(limiter, email, home)).priority).toBe(2);
      // Another account from the same address is not held back by that failure...
      expect((await hashCallerOf(limiter, 'other@example.com', home)).priority).toBe(1);
      // ...and the owner's success clears it.
      await recordLoginSuccess(limiter, email, home);
      expect((await hashCallerOf(limiter, email, home)).priority).toBe(1);
    } finally {
      await database.drop();
    }
  });
});
