import { generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP (RFC 6238) through otplib with the settings every authenticator app reads: SHA-1, 6 digits,
 * 30-second steps, a 160-bit base32 secret. One step of clock drift either way is accepted.
 */
export const TOTP_ISSUER = 'Career Assessment';
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, period: PERIOD_SECONDS });
}

/** The RFC 6238 time step a right code belongs to (callers refuse steps already used), or null. */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
