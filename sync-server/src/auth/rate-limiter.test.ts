import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  it('allows up to the limit in a window, then refuses with the wait until the window ends', () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    const rule = { limit: 3, windowSeconds: 60 };
    expect([1, 2, 3].map(() => limiter.hit('k', rule).allowed)).toEqual([true, true, true]);
    now = 15_000;
    expect(limiter.hit('k', rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('other', rule).allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('k', rule).allowed).toBe(true);
  });

  it('peeks without counting', () => {
    const limiter = createMemoryRateLimiter(() => 0);
    const rule = { limit: 1, windowSeconds: 60 };
    expect(limiter.peek('k', rule).allowed).toBe(true);
    expect(limiter.peek('k', rule).allowed).toBe(true);
    limiter.hit('k', rule);
    expect(limiter.peek('k', rule).allowed).toBe(false);
  });
});
