import type { RateLimitRule } from './rate-limiter';

/** Per-account rules count failures or sends; per-address rules count every attempt. */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 300, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 50, windowSeconds: 60 * 60 },
  resendPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  resendPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  requestResetPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  requestResetPerAddress: { limit: 30, windowSeconds: 60 * 60 },
  resetPerAddress: { limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
