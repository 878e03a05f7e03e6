import { z } from 'zod';
import type { SessionResponse } from './auth-schemas';

/** The second factor of admin sign-in (TOTP). Browser-safe: the PWA imports these. */

export type MfaStep = 'enroll' | 'verify';

/** What login (and a password reset) answers instead of a session when a code is still needed. */
export interface MfaChallengeResponse {
  mfa: MfaStep;
}

export type LoginResponse = SessionResponse | MfaChallengeResponse;

export function isMfaChallenge(response: LoginResponse): response is MfaChallengeResponse {
  return 'mfa' in response;
}

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const RECOVERY_CODE_MESSAGE = 'Enter a recovery code, like ABCDE-FGHJK';

/** Six digits; spaces (as apps show them: "123 456") are dropped. */
export const totpCodeField = z
  .string({ error: TOTP_CODE_MESSAGE })
  .max(20, TOTP_CODE_MESSAGE)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_MESSAGE })
  .max(40, RECOVERY_CODE_MESSAGE)
  .transform((value) => value.toUpperCase().replace(/[^A-Z0-9]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{10}$/, RECOVERY_CODE_MESSAGE));

export const mfaEnrollBody = z.strictObject({ code: totpCodeField });
export type MfaEnrollBody = z.input<typeof mfaEnrollBody>;

/** Either the current code or one of the recovery codes (exactly one of the two). */
export const mfaVerifyBody = z
  .strictObject({ code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), { path: ['code'], message: TOTP_CODE_MESSAGE });
export type MfaVerifyBody = z.input<typeof mfaVerifyBody>;

/** GET /api/auth/mfa: which step the pending sign-in is at. */
export interface MfaStepResponse {
  step: MfaStep;
}

/** GET /api/auth/mfa/enroll: what the authenticator app needs. */
export interface MfaEnrollmentDto {
  /** The otpauth:// URI (what the QR code holds). */
  otpauthUri: string;
  /** The base32 secret, for typing into the app by hand. */
  secret: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

/** POST /api/auth/mfa/enroll: signed in; the recovery codes are shown this once. */
export interface MfaEnrolledResponse extends SessionResponse {
  recoveryCodes: string[];
}
