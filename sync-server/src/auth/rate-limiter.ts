/**
 * Fixed-window counters kept in memory. Enough for one server process; a scaled-out deployment
 * would move them to a shared store (see README).
 */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one event and says whether it is within the rule. */
  hit(key: string, rule: RateLimitRule): RateLimitVerdict;
  /** Says whether one more event would be refused, without counting it. */
  peek(key: string, rule: RateLimitRule): RateLimitVerdict;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, window] of windows) {
      if (at - window.startedAt > 24 * 3600_000) windows.delete(key);
    }
  }

  function peek(key: string, rule: RateLimitRule, at: number): RateLimitVerdict {
    const windowMs = rule.windowSeconds * 1000;
    const current = windows.get(key);
    if (!current || at - current.startedAt >= windowMs || current.count < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.startedAt + windowMs - at) / 1000)) };
  }

  return {
    peek: (key, rule) => peek(key, rule, now()),
    hit(key, rule) {
      const at = now();
      sweep(at);
      const windowMs = rule.windowSeconds * 1000;
      const current = windows.get(key);
      if (!current || at - current.startedAt >= windowMs) {
        windows.set(key, { startedAt: at, count: 1 });
        return { allowed: true, retryAfterSeconds: 0 };
      }
      current.count += 1;
      if (current.count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.startedAt + windowMs - at) / 1000)) };
    },
  };
}
