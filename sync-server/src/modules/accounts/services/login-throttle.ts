import type { RateLimiter } from '../../../auth/rate-limiter';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { AppError } from '../../../http/app-error';
import { enforceRateLimit, refuseIfLimited } from '../../../auth/rate-limit';

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
    limiter.clear(address, RATE_LIMITS.loginPerAddress),
  ]);
}

/** How long a refused sign-in (over a limit, or the hash queue full) is held before it is answered. */
export const LOGIN_REFUSAL_DELAY_MS = 1000;

/**
 * Holds a refusal for a moment before answering it (a tarpit). A flood that retries the moment it
 * is refused would otherwise get a new refusal every millisecond and keep both cores busy; held,
 * each of its connections makes one attempt a second, which costs the server one timer. Someone
 * refused has minutes to wait anyway, so the second changes nothing for them.
 */
export async function holdRefusals<T>(work: () => Promise<T>, delayMs = LOGIN_REFUSAL_DELAY_MS): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && (error.code === 'rate_limited' || error.code === 'unavailable')) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
    throw error;
  }
}
