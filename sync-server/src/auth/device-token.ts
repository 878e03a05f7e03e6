import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/**
 * The known-device token (OWASP's "device cookie"): a browser that has signed in to an account
 * gets a signed token naming the account and a random device id. At sign-in it gives that browser
 * an allowance of its own, apart from every other address and device, so a stranger's failed
 * guesses never lock the owner's known browser out. It proves nothing by itself: the password
 * (and the second factor) are still asked for. HS256 with its own key, type and audience.
 */
export interface DeviceClaims {
  userId: string;
  deviceId: string;
}

export interface DeviceTokens {
  sign(userId: string): Promise<string>;
  /** The claims, or null for a token that is malformed, forged, expired or of another kind. */
  verify(token: string): Promise<DeviceClaims | null>;
  ttlSeconds: number;
}

export const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
const ALGORITHM = 'HS256';
const TYPE = 'device+jwt';
const AUDIENCE = 'career-assessment-device';

export async function createDeviceTokens(options: { key: Uint8Array; issuer: string; ttlSeconds?: number }): Promise<DeviceTokens> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(options.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const ttlSeconds = options.ttlSeconds ?? DEVICE_TTL_SECONDS;
  return {
    ttlSeconds,
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(options.issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: options.issuer, audience: AUDIENCE, typ: TYPE, requiredClaims: ['sub', 'jti', 'exp'] });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
        return { userId: payload.sub, deviceId: payload.jti };
      } catch {
        return null;
      }
    },
  };
}
