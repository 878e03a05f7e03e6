import { SignJWT, jwtVerify } from 'jose';
import { deriveKey } from './derived-key';

/**
 * The token of an admin acting as a user ("login as"): it names the admin, the admin's session
 * version (so the admin's logout ends it), the user and its acting session (jti), and lasts 30
 * minutes. It is only honoured beside the admin's own session, and while its acting session is
 * recorded as live (load-session.ts), never alone.
 */
export interface ActingClaims {
  /** The acting session's id (the token's jti): 'Return to admin' deletes it on the server. */
  id: string;
  adminId: string;
  adminSessionVersion: number;
  userId: string;
  /** When it stops working (epoch seconds). */
  expiresAt: number;
}

export interface ActingTokens {
  sign(claims: Omit<ActingClaims, 'expiresAt' | 'id'>): Promise<{ token: string; id: string; expiresAt: number }>;
  verify(token: string): Promise<ActingClaims | null>;
  ttlSeconds: number;
}

export const ACTING_TTL_SECONDS = 30 * 60;
const ALGORITHM = 'HS256';
const TYPE = 'acting+jwt';
const AUDIENCE = 'career-assessment-acting';

export async function createActingTokens(options: { secret: string; issuer: string; ttlSeconds?: number; now?: () => Date }): Promise<ActingTokens> {
  const ttlSeconds = options.ttlSeconds ?? ACTING_TTL_SECONDS;
  const now = options.now ?? (() => new Date());
  const key = await crypto.subtle.importKey('raw', new Uint8Array(deriveKey(options.secret, 'acting-as-token-v1')), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    ttlSeconds,
    async sign(claims) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ttlSeconds;
      const id = crypto.randomUUID();
      const token = await new SignJWT({ sv: claims.adminSessionVersion, act: claims.userId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(claims.adminId)
        .setJti(id)
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, id, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: AUDIENCE,
          typ: TYPE,
          requiredClaims: ['sub', 'exp', 'iat', 'jti'],
          currentDate: now(),
        });
        if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string' || typeof payload.sv !== 'number' || typeof payload.act !== 'string' || typeof payload.exp !== 'number') return null;
        return { id: payload.jti, adminId: payload.sub, adminSessionVersion: payload.sv, userId: payload.act, expiresAt: payload.exp };
      } catch {
        return null;
      }
    },
  };
}
