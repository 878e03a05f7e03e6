import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';
import type { DriverClient } from '../db/database';

/**
 * Rate limits counted in the database by rate-limiter-flexible: one atomic upsert per event, so
 * parallel requests cannot all slip under a limit, and counters survive restarts and are shared
 * by every server process on the same database.
 */
export interface RateLimitRule {
  /** Prefix of the rule's keys; unique per rule. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** Once over the limit, refuse for this long (from the event that went over); default: until the window ends. */
  blockSeconds?: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Events counted in the key's current window, this one included (from consume; 0 from peek when none). */
  count: number;
  /** Milliseconds until the key's window ends and its count is forgotten. */
  msBeforeReset: number;
}

export interface RateLimiter {
  /**
   * Counts one event atomically and says whether it is within the rule. `windowSeconds` gives a key
   * that starts a new window a window of its own length (a growing back-off's next pause).
   */
  consume(key: string, rule: RateLimitRule, options?: { windowSeconds?: number }): Promise<RateLimitVerdict>;
  /** Says whether one more event would be refused, without counting it. */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /** Gives back one counted event (it turned out not to be what the rule counts). */
  refund(key: string, rule: RateLimitRule): Promise<void>;
  /** Forgets the key's count (an owner proved who they are). */
  clear(key: string, rule: RateLimitRule): Promise<void>;
}

const TABLE = 'rate_limits';

function allowed(count: number, msBeforeReset: number): RateLimitVerdict {
  return { allowed: true, retryAfterSeconds: 0, count, msBeforeReset };
}

function refused(count: number, msBeforeNext: number): RateLimitVerdict {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)), count, msBeforeReset: msBeforeNext };
}

function createStoreLimiter(driver: DriverClient, rule: RateLimitRule): RateLimiterAbstract {
  const options = {
    keyPrefix: rule.name,
    points: rule.limit,
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds ?? 0,
    tableName: TABLE,
    // The table comes from our migrations; expired rows are pruned by the data-retention job.
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  return driver.dialect === 'sqlite'
    ? new RateLimiterSQLite({ ...options, storeClient: driver.sqlite, storeType: 'better-sqlite3' })
    : new RateLimiterPostgres({ ...options, storeClient: driver.pool, storeType: 'pool' });
}

export function createRateLimiter(driver: DriverClient): RateLimiter {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiterFor = (rule: RateLimitRule) => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      limiter = createStoreLimiter(driver, rule);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };

  return {
    async consume(key, rule, options) {
      try {
        const state = await limiterFor(rule).consume(key, 1, options?.windowSeconds === undefined ? {} : { customDuration: options.windowSeconds });
        return allowed(state.consumedPoints, state.msBeforeNext);
      } catch (outcome) {
        // The library rejects with a RateLimiterRes when over the limit, with an Error when the store fails.
        if (outcome instanceof RateLimiterRes) return refused(outcome.consumedPoints, outcome.msBeforeNext);
        throw outcome;
      }
    },
    async peek(key, rule) {
      const state = await limiterFor(rule).get(key);
      if (!state) return allowed(0, 0);
      if (state.consumedPoints < rule.limit) return allowed(state.consumedPoints, state.msBeforeNext);
      return refused(state.consumedPoints, state.msBeforeNext);
    },
    async refund(key, rule) {
      await limiterFor(rule).reward(key, 1);
    },
    async clear(key, rule) {
      await limiterFor(rule).delete(key);
    },
  };
}
