import type { RateLimiter } from '../auth/rate-limiter';
import { RATE_LIMITS } from '../auth/rate-limit-rules';
import { enforceRateLimit, refuseIfLimited } from './rate-limit';

/**
 * Sign-in limits. Every attempt is counted before its password is checked, atomically in the
 * database, so 30 parallel guesses at one account check at most the account's burst limit. A
 * success forgets the account's failures and gives the address's failure point back.
 */
export async function admitLoginAttempt(limiter: RateLimiter, email: string, address: string): Promise<void> {
  const rules = [
    [address, RATE_LIMITS.loginPerAddress],
    [address, RATE_LIMITS.loginFailuresPerAddress],
    [email, RATE_LIMITS.loginBurstPerAccount],
    [email, RATE_LIMITS.loginFailuresPerAccount],
  ] as const;
  // A flood keeps retrying once refused: answer it from reads alone (no write, no fsync), so the
  // refusals stay cheap for everyone else. The counting below is what decides, atomically.
  for (const [key, rule] of rules) await refuseIfLimited(limiter, key, rule);
  for (const [key, rule] of rules) await enforceRateLimit(limiter, key, rule);
}

export async function recordLoginSuccess(limiter: RateLimiter, email: string, address: string): Promise<void> {
  await Promise.all([
    limiter.clear(email, RATE_LIMITS.loginBurstPerAccount),
    limiter.clear(email, RATE_LIMITS.loginFailuresPerAccount),
    limiter.refund(address, RATE_LIMITS.loginFailuresPerAddress),
  ]);
}

/** A password reset through the e-mailed link proves the owner: their account and address open at once. */
export async function clearLoginLocks(limiter: RateLimiter, email: string, address: string): Promise<void> {
  await Promise.all([
    limiter.clear(email, RATE_LIMITS.loginBurstPerAccount),
    limiter.clear(email, RATE_LIMITS.loginFailuresPerAccount),
    limiter.clear(address, RATE_LIMITS.loginFailuresPerAddress),
  ]);
}
