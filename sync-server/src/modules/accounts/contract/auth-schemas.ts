import { z } from 'zod';
import { personNameField } from '../../../contract/person-name';
import { browserTimeZoneField } from './time-zone-schemas';

/** Request bodies of the auth routes, with the messages users see under each field.
 * Browser-safe: the PWA imports these to type its forms. */

export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Email field is required' : 'Email is invalid') })
  .trim()
  .min(1, 'Email field is required')
  .max(254, 'Email is invalid')
  .pipe(z.email('Email is invalid'))
  .transform((email) => email.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password field is required' : 'Password must be text') })
  .min(1, 'Password field is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const confirmPasswordField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Confirm password field is required' : 'Confirm password must be text') })
  .min(1, 'Confirm password field is required');

function passwordsMatch(value: { password: string; password2: string }, ctx: z.RefinementCtx) {
  if (value.password2 !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: 'Passwords must match' });
  }
}

/**
 * A solved proof-of-work challenge (GET /api/auth/challenge): the ALTCHA payload, base64 JSON. Asked
 * of sign-ins and sign-ups from browsers the server does not know while password checks queue.
 */
export const proofField = z.string({ error: 'Proof is invalid' }).max(4096, 'Proof is invalid').optional();

export const registerBody = z
  .strictObject({
    firstName: personNameField('First name', { required: 'First name field is required' }),
    lastName: personNameField('Last name', { required: 'Last name field is required' }),
    email: emailField,
    password: newPasswordField,
    password2: confirmPasswordField,
    /** The browser's time zone: the account's from the start (see time-zone-schemas.ts). */
    timeZone: browserTimeZoneField,
    proof: proofField,
  })
  .superRefine(passwordsMatch);
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.strictObject({
  email: emailField,
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password field is required' : 'Password must be text') })
    .min(1, 'Password field is required')
    .max(PASSWORD_MAX_LENGTH, 'Password incorrect'),
  /** The browser's time zone: taken unless the user chose one on /profile. */
  timeZone: browserTimeZoneField,
  proof: proofField,
});
export type LoginBody = z.input<typeof loginBody>;

export const requestResetBody = z.strictObject({ email: emailField });
export type RequestResetBody = z.input<typeof requestResetBody>;

export const signInLinkBody = z.strictObject({ email: emailField });
export type SignInLinkBody = z.input<typeof signInLinkBody>;

export const redeemSignInLinkBody = z.strictObject({
  token: z.string({ error: 'Sign-in link is invalid' }).min(16, 'Sign-in link is invalid').max(200, 'Sign-in link is invalid'),
  /** The browser's time zone, as at a sign-in. */
  timeZone: browserTimeZoneField,
});
export type RedeemSignInLinkBody = z.input<typeof redeemSignInLinkBody>;

export const resetBody = z
  .strictObject({
    password: newPasswordField,
    password2: confirmPasswordField,
    token: z.string({ error: 'Reset link is invalid' }).min(16, 'Reset link is invalid').max(200, 'Reset link is invalid'),
  })
  .superRefine(passwordsMatch);
export type ResetBody = z.input<typeof resetBody>;

/** POST /api/auth/reset/status: whether a password link can still be used, asked before the form shows. */
export const resetStatusBody = z.strictObject({
  token: z.string({ error: 'Reset link is invalid' }).min(16, 'Reset link is invalid').max(200, 'Reset link is invalid'),
});
export type ResetStatusBody = z.input<typeof resetStatusBody>;

/**
 * What a password link's page is told before anyone types: 'usable'; 'used' (the password was set
 * with it, or a newer link replaced it); 'expired'; 'invalid' (no such link).
 */
export type ResetLinkState = 'usable' | 'used' | 'expired' | 'invalid';
export interface ResetStatusResponse {
  state: ResetLinkState;
}

/** What register, login and reset answer: the session itself travels in an HttpOnly cookie. */
export interface SessionResponse {
  userId: string;
}

/** GET /api/auth/challenge: an ALTCHA (v2, PBKDF2/SHA-256) challenge to solve before the sign-in is sent again. */
export interface ChallengeResponse {
  challenge: {
    parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength: number; keyPrefix: string; keySignature?: string; expiresAt?: number };
    signature?: string;
  };
}

export interface MessageResponse {
  message: string;
}

export interface ResendResponse extends MessageResponse {
  email: string;
}
