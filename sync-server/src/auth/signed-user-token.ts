import { SignJWT, jwtVerify } from 'jose';
import { createVerifiedTokenCache } from './verified-token-cache';

/**
 * HS256 JWTs naming a user and their session version, with an explicit algorithm, issuer,
 * audience, expiry and type. Each kind (session, pending second factor) has its own type and
 * audience, so one is never accepted as the other. The key is imported once (verifying with raw
 * bytes each call is twice as slow), and a token that passed is not verified again until it
 * expires (verified-token-cache.ts: a client sends the same session token with every request).
 */
export interface UserTokenClaims {
  userId: string;
  /** The user's session version when the token was issued: logout or a password reset voids it. */
  sessionVersion: number;
  /**
   * The sign-in passed a second factor (the `amr` claim of RFC 8176 holds 'otp'). Admin routes need
   * it where MFA is required, whenever the session was issued (load-session.ts).
   */
  secondFactor?: boolean;
}

export interface UserTokens {
  sign(claims: UserTokenClaims): Promise<string>;
  /** The claims, or null for a token that is malformed, forged, expired or of another kind. */
  verify(token: string): Promise<UserTokenClaims | null>;
  ttlSeconds: number;
}

const ALGORITHM = 'HS256';

export async function createUserTokens(options: { key: Uint8Array; issuer: string; audience: string; type: string; ttlSeconds: number }): Promise<UserTokens> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(options.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = createVerifiedTokenCache<UserTokenClaims>();
  return {
    ttlSeconds: options.ttlSeconds,
    sign: (claims) =>
      new SignJWT({ sv: claims.sessionVersion, ...(claims.secondFactor ? { amr: ['pwd', 'otp'] } : {}) })
        .setProtectedHeader({ alg: ALGORITHM, typ: options.type })
        .setSubject(claims.userId)
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token, Math.floor(Date.now() / 1000));
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: options.audience,
          typ: options.type,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
        const secondFactor = Array.isArray(payload.amr) && payload.amr.includes('otp');
        const claims: UserTokenClaims = Object.freeze({ userId: payload.sub, sessionVersion: payload.sv, ...(secondFactor ? { secondFactor } : {}) });
        // exp is required (a number, checked above); a not-before time would make the answer change: not kept.
        if (typeof payload.exp === 'number' && payload.nbf === undefined) verified.set(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
