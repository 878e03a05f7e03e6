import type { RateLimiter, RateLimitRule, RateLimitVerdict } from './rate-limiter';
import { AppError } from '../http/app-error';

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

function refuse(verdict: RateLimitVerdict): void {
  if (!verdict.allowed) throw new AppError('rate_limited', MESSAGE, undefined, verdict.retryAfterSeconds);
}

/** Counts an event and refuses with 429 when it goes over the rule. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateLimitRule): Promise<void> {
  refuse(await limiter.consume(key, rule));
}

/** Refuses with 429 when the key is already over the rule, without counting. */
export async function refuseIfLimited(limiter: RateLimiter, key: string, rule: RateLimitRule): Promise<void> {
  refuse(await limiter.peek(key, rule));
}
