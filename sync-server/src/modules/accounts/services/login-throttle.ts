import type { BackoffRules } from '../../../auth/account-backoff';
import { admitWithBackoff, clearBackoff } from '../../../auth/account-backoff';
import type { HashCaller } from '../../../auth/password-hasher';
import type { RateLimiter, RateLimitRule } from '../../../auth/rate-limiter';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { AppError } from '../../../http/app-error';
import { enforceRateLimit, refuseIfLimited } from '../../../auth/rate-limit';

/**
 * Sign-in limits for the password and the second factor (see rate-limit-rules.ts for the why).
 * Every attempt is counted before its secret is checked, atomically in the database, so parallel
 * guesses cannot all be checked. From the account's known device only the device's own allowance
 * counts; from anywhere else, the address's limits, the account-and-address pair's, and the
 * account's growing pauses.
 */
export interface SignInSource {
  address: string;
  /** The id of this account's known device the browser presented, or null. */
  deviceId: string | null;
}

interface GuardRules {
  /** Counted for every attempt not from a known device, keyed by the address; `refunded`: given back on a success. */
  perAddress: Array<{ rule: RateLimitRule; refunded: boolean }>;
  perAccountAddress: RateLimitRule;
  perDevice: RateLimitRule;
  backoff: BackoffRules;
}

const LOGIN: GuardRules = {
  perAddress: [
    { rule: RATE_LIMITS.loginPerAddress, refunded: false },
    { rule: RATE_LIMITS.loginFailuresPerAddress, refunded: true },
  ],
  perAccountAddress: RATE_LIMITS.loginFailuresPerAccountAddress,
  perDevice: RATE_LIMITS.loginFailuresPerDevice,
  backoff: { attempts: RATE_LIMITS.loginBackoffPerAccount, pause: RATE_LIMITS.loginPausePerAccount },
};

const MFA: GuardRules = {
  perAddress: [{ rule: RATE_LIMITS.mfaAttemptsPerAddress, refunded: true }],
  perAccountAddress: RATE_LIMITS.mfaFailuresPerAccountAddress,
  perDevice: RATE_LIMITS.mfaFailuresPerDevice,
  backoff: { attempts: RATE_LIMITS.mfaBackoffPerAccount, pause: RATE_LIMITS.mfaPausePerAccount },
};

const pairKey = (account: string, source: SignInSource) => (source.deviceId ? `${account}|device:${source.deviceId}` : `${account}|${source.address}`);

async function admit(limiter: RateLimiter, rules: GuardRules, account: string, source: SignInSource): Promise<void> {
  if (source.deviceId) {
    await enforceRateLimit(limiter, pairKey(account, source), rules.perDevice);
    return;
  }
  const counted = [...rules.perAddress.map(({ rule }) => [source.address, rule] as const), [pairKey(account, source), rules.perAccountAddress] as const];
  // A flood keeps retrying once refused: answer it from reads alone (no write, no fsync), so the
  // refusals stay cheap for everyone else. The counting below is what decides, atomically.
  for (const [key, rule] of [...counted, [account, rules.backoff.pause] as const]) await refuseIfLimited(limiter, key, rule);
  for (const [key, rule] of counted) await enforceRateLimit(limiter, key, rule);
  try {
    await admitWithBackoff(limiter, account, rules.backoff);
  } catch (error) {
    // Held by the account's pause, the attempt was not made: someone waiting it out (the owner
    // clicking again, say) does not use up their address's allowance.
    await Promise.all(counted.map(([key, rule]) => limiter.refund(key, rule)));
    throw error;
  }
}

async function succeeded(limiter: RateLimiter, rules: GuardRules, account: string, source: SignInSource): Promise<void> {
  const refunds = source.deviceId ? [] : rules.perAddress.filter(({ refunded }) => refunded).map(({ rule }) => limiter.refund(source.address, rule));
  await Promise.all([limiter.clear(pairKey(account, source), source.deviceId ? rules.perDevice : rules.perAccountAddress), clearBackoff(limiter, account, rules.backoff), ...refunds]);
}

/** Counts a password attempt at the account named by `email`; throws 429 when it is over a limit. */
export const admitLoginAttempt = (limiter: RateLimiter, email: string, source: SignInSource) => admit(limiter, LOGIN, email, source);
export const recordLoginSuccess = (limiter: RateLimiter, email: string, source: SignInSource) => succeeded(limiter, LOGIN, email, source);
/** Counts a second-factor code for the account; throws 429 when it is over a limit. */
export const admitMfaAttempt = (limiter: RateLimiter, userId: string, source: SignInSource) => admit(limiter, MFA, userId, source);
export const recordMfaSuccess = (limiter: RateLimiter, userId: string, source: SignInSource) => succeeded(limiter, MFA, userId, source);

/** A password reset through the e-mailed link proves the owner: their account and address open at once. */
export async function clearLoginLocks(limiter: RateLimiter, email: string, address: string): Promise<void> {
  await Promise.all([
    limiter.clear(pairKey(email, { address, deviceId: null }), RATE_LIMITS.loginFailuresPerAccountAddress),
    clearBackoff(limiter, email, LOGIN.backoff),
    limiter.clear(address, RATE_LIMITS.loginFailuresPerAddress),
    limiter.clear(address, RATE_LIMITS.loginPerAddress),
  ]);
}

/** Failures from an address before its sign-ins queue behind those of addresses with none. */
const CLEAN_ADDRESS_FAILURES = 3;

/**
 * Who a password check is for, in the hash queue: a known device first, then a clean caller (an
 * address with (almost) no failed sign-ins, whose last try at this account did not fail), then
 * the rest, so a flood's own failures put it behind everyone else (auth/password-hasher.ts). The
 * account-and-address pair is what tells a flood spread over many addresses from people signing
 * in: each flooding address fails at its account from the first try, while an owner's pair is
 * cleared by every success (and a stranger cannot touch it: it is keyed by the owner's address).
 */
export async function hashCallerOf(limiter: RateLimiter, email: string, source: SignInSource): Promise<HashCaller> {
  if (source.deviceId) return { key: `device:${source.deviceId}`, priority: 0 };
  const [fromAddress, atAccount] = await Promise.all([
    limiter.peek(source.address, RATE_LIMITS.loginFailuresPerAddress),
    limiter.peek(pairKey(email, source), RATE_LIMITS.loginFailuresPerAccountAddress),
  ]);
  return { key: source.address, priority: fromAddress.count < CLEAN_ADDRESS_FAILURES && atAccount.count === 0 ? 1 : 2 };
}

/** How long a refused sign-in (over a limit, or the hash queue full) is held before it is answered. */
export const LOGIN_REFUSAL_DELAY_MS = 1000;

/**
 * Holds a refusal for a moment before answering it (a tarpit). A flood that retries the moment it
 * is refused would otherwise get a new refusal every millisecond and keep both cores busy; held,
 * each of its connections makes one attempt a second, which costs the server one timer. Someone
 * refused has to wait anyway, so the second changes nothing for them.
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
