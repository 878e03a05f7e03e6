import type { UserTokenClaims, UserTokens } from './signed-user-token';
import { createUserTokens } from './signed-user-token';

/** Session tokens: signed-user tokens of type session+jwt for the PWA's audience. */
export type SessionClaims = UserTokenClaims;
export type SessionTokens = UserTokens;

export function createSessionTokens(options: { secret: string; issuer: string; ttlSeconds: number }): Promise<SessionTokens> {
  return createUserTokens({
    key: new TextEncoder().encode(options.secret),
    issuer: options.issuer,
    audience: 'career-assessment-pwa',
    type: 'session+jwt',
    ttlSeconds: options.ttlSeconds,
  });
}
