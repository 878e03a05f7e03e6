import { INVALID_NUMBER_MESSAGE, OTP_MESSAGE, US_PHONE_IN_FORM } from '@career/sync-server/provider/contract/phone-schemas';

/** The country code is fixed: only US numbers are offered (spec section 5). */
export const COUNTRY_CODE = '+1';

/** The national part as typed ('(201) 555-0123', '201.555.0123'): its digits. */
export function nationalDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/**
 * The number with its code, 12 characters ('+12015550123'), or the spec's 'Invalid number'. A
 * leading 1 typed before the 10 digits is the country code again and is dropped.
 */
export function checkPhoneNumber(typed: string): { ok: true; withCode: string } | { ok: false; message: string } {
  let digits = nationalDigits(typed);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  const withCode = `${COUNTRY_CODE}${digits}`;
  if (withCode.length !== 12 || !US_PHONE_IN_FORM.test(withCode)) return { ok: false, message: INVALID_NUMBER_MESSAGE };
  return { ok: true, withCode };
}

/** What the API takes: the digits without the leading plus. */
export function apiPhoneNumber(withCode: string): string {
  return withCode.replace(/^\+/, '');
}

export function checkOtp(typed: string): { ok: true; otp: string } | { ok: false; message: string } {
  const otp = typed.trim();
  return /^\d{6}$/.test(otp) ? { ok: true, otp } : { ok: false, message: OTP_MESSAGE };
}
