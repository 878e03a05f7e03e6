export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

/** 1 s doubling up to 60 s. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };

/**
 * The wait before the next attempt after `failures` failed ones in a row (1 or more): the
 * doubling ceiling with "equal jitter" (half fixed, half random), so tabs and devices that lost
 * the server together do not come back together. random is in [0, 1).
 */
export function backoffDelay(failures: number, random: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  const exponent = Math.min(Math.max(0, failures - 1), 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  const jitter = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (jitter * ceiling) / 2);
}
