import { SignJWT, jwtVerify } from 'jose';

/**
 * Session tokens: HS256 JWTs with an explicit algorithm, issuer, audience, expiry and type.
 * The key is imported once at start-up (verifying with raw bytes each call is twice as slow).
 */
export interface SessionClaims {
  userId: string;
  /** The user's session version when the token was issued. */
  sessionVersion: number;
}

const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'session+jwt';
const AUDIENCE = 'career-assessment-pwa';

export interface SessionTokens {
  sign(claims: SessionClaims): Promise<string>;
  /** The claims, or null for a token that is malformed, forged, expired or of another kind. */
  verify(token: string): Promise<SessionClaims | null>;
  ttlSeconds: number;
}

export async function createSessionTokens(options: { secret: string; issuer: string; ttlSeconds: number }): Promise<SessionTokens> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    ttlSeconds: options.ttlSeconds,
    sign: (claims) =>
      new SignJWT({ sv: claims.sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(claims.userId)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: AUDIENCE,
          typ: TOKEN_TYPE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
        return { userId: payload.sub, sessionVersion: payload.sv };
      } catch {
        return null;
      }
    },
  };
}
