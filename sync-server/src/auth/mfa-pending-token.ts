import type { UserTokenClaims, UserTokens } from './signed-user-token';
import { createUserTokens } from './signed-user-token';

/**
 * The short-lived proof that a password was right while the second factor is still to come. A
 * signed-user token of its own type and audience with its own key: it is never accepted as a
 * session, and only the MFA routes read it.
 */
export type MfaPendingClaims = UserTokenClaims;
export type MfaPendingTokens = UserTokens;

export const MFA_PENDING_TTL_SECONDS = 5 * 60;

export function createMfaPendingTokens(options: { key: Buffer; issuer: string; ttlSeconds?: number }): Promise<MfaPendingTokens> {
  return createUserTokens({
    key: options.key,
    issuer: options.issuer,
    audience: 'career-assessment-mfa',
    type: 'mfa-pending+jwt',
    ttlSeconds: options.ttlSeconds ?? MFA_PENDING_TTL_SECONDS,
  });
}
