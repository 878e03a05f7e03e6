import type { RateLimiter, RateLimitRule, RateLimitVerdict } from './rate-limiter';
import { AppError } from '../http/app-error';

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** How the refusal words the wait: 'a few minutes' (the default), or the real wait ('Please wait 42 minutes'). */
export interface RefusalWording {
  sayHowLong?: boolean;
}

/** A wait in words, rounded up: 'a second', '40 seconds', 'a minute', '42 minutes', 'an hour', '2 hours'. */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? 'a second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes === 1) return 'a minute';
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

/** The refusal's message naming the real wait, worded like the other limits'. */
export function waitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${waitInWords(retryAfterSeconds)} and try again.`;
}

function refuse(verdict: RateLimitVerdict, wording: RefusalWording = {}): void {
  if (verdict.allowed) return;
  const message = wording.sayHowLong ? waitMessage(verdict.retryAfterSeconds) : MESSAGE;
  throw new AppError('rate_limited', message, undefined, verdict.retryAfterSeconds);
}

/** Counts an event and refuses with 429 when it goes over the rule. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateLimitRule, wording?: RefusalWording): Promise<void> {
  refuse(await limiter.consume(key, rule), wording);
}

/** Refuses with 429 when the key is already over the rule, without counting. */
export async function refuseIfLimited(limiter: RateLimiter, key: string, rule: RateLimitRule): Promise<void> {
  refuse(await limiter.peek(key, rule));
}
