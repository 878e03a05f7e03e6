import { z } from 'zod';

/** Browser-safe: the PWA checks the same rules before sending. */
export const OTP_MESSAGE = 'The OTP should consist of 6 digits';
export const INVALID_NUMBER_MESSAGE = 'Invalid number';
export const OTP_TTL_MINUTES = 5;

/** What the phone dialog holds: '+1' and a US-style 10-digit number, 12 characters (spec section 5). */
export const US_PHONE_IN_FORM = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** What the API takes: the digits without the leading plus ('1' and 10 digits). */
export const US_PHONE_DIGITS = /^1[2-9]\d{2}[2-9]\d{6}$/;

/** POST /api/auth/verify-number. A number of the wrong form is the spec's 402, decided by the service. */
export const verifyNumberBody = z.strictObject({
  phoneNumber: z.string().trim().min(1, INVALID_NUMBER_MESSAGE).max(20, INVALID_NUMBER_MESSAGE),
  userId: z.string().trim().min(1).max(64),
});

/** POST /api/auth/verify-otp. */
export const verifyOtpBody = z.strictObject({
  otp: z.string().trim().regex(/^\d{6}$/, OTP_MESSAGE),
  userId: z.string().trim().min(1).max(64),
});

/** The spec's success answers. */
export interface PhoneMessageResponse {
  message: 'otp sent successfully' | 'otp matched';
}

/** POST /api/answers/login-myer?userId: the hand-off to the provider's login page. */
export interface LoginMyerResponse {
  accessToken: string;
  /** Where the hidden form posts bearer_token, resource_url and returnUrl. */
  loginUrl: string;
  resourceUrl: string;
  /** Fixed by the server: the provider sends the client back here. */
  returnUrl: string;
}

export const userIdQuery = z.object({ userId: z.string().trim().min(1).max(64) });
