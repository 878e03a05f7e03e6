import type { RateLimiter, RateLimitRule } from '../auth/rate-limiter';
import { AppError } from '../http/app-error';

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** Counts an event and refuses with 429 when it goes over the rule. */
export function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateLimitRule): void {
  const verdict = limiter.hit(key, rule);
  if (!verdict.allowed) throw new AppError('rate_limited', MESSAGE, undefined, verdict.retryAfterSeconds);
}

/** Refuses with 429 when the key is already over the rule, without counting. */
export function refuseIfLimited(limiter: RateLimiter, key: string, rule: RateLimitRule): void {
  const verdict = limiter.peek(key, rule);
  if (!verdict.allowed) throw new AppError('rate_limited', MESSAGE, undefined, verdict.retryAfterSeconds);
}
