import { AppError } from '../http/app-error';
import type { RateLimiter, RateLimitRule } from './rate-limiter';

/**
 * Growing pauses per account (OWASP: slow guessing down rather than lock the owner out). The first
 * FREE_ATTEMPTS attempts in an hour go at once; after that, each attempt makes the next wait
 * 1, 2, 4... seconds, at most MAX_PAUSE_SECONDS, counted from the attempt. Guessing from any number
 * of addresses is then bounded to about one guess a minute per account, and the owner, at worst,
 * waits a minute. Both counts are atomic in the database: of parallel attempts, one takes the
 * next turn and the others are refused (429 with Retry-After) and not counted.
 */
export const FREE_ATTEMPTS = 5;
export const MAX_PAUSE_SECONDS = 60;

export interface BackoffRules {
  /** Counts the attempts (a limit high enough never to refuse). */
  attempts: RateLimitRule;
  /** One attempt per pause: its window is the pause. */
  pause: RateLimitRule;
}

export function pauseAfter(attempt: number): number {
  return Math.min(MAX_PAUSE_SECONDS, 2 ** Math.max(0, attempt - FREE_ATTEMPTS - 1));
}

const MESSAGE = 'Too many attempts. Please wait a moment and try again.';

export async function admitWithBackoff(limiter: RateLimiter, key: string, rules: BackoffRules): Promise<void> {
  const counted = await limiter.consume(key, rules.attempts);
  if (counted.count <= FREE_ATTEMPTS) return;
  const turn = await limiter.consume(key, rules.pause, { windowSeconds: pauseAfter(counted.count) });
  if (turn.allowed) return;
  await limiter.refund(key, rules.attempts);
  throw new AppError('rate_limited', MESSAGE, undefined, turn.retryAfterSeconds);
}

/** The owner proved who they are: the account's pauses end. */
export async function clearBackoff(limiter: RateLimiter, key: string, rules: BackoffRules): Promise<void> {
  await Promise.all([limiter.clear(key, rules.attempts), limiter.clear(key, rules.pause)]);
}
