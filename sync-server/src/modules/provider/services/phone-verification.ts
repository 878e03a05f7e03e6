import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { OTP_TTL_MINUTES, US_PHONE_DIGITS } from '../contract/phone-schemas';
import { AppError } from '../../../http/app-error';
import { burnPhoneCode, deletePhoneCode, replacePhoneCode, takeCodeTry, useUpPhoneCode } from '../repositories/phone-code-repository';
import { phoneNumberTakenByOther, setVerifiedPhone } from '../../accounts/services/user-store';
import { plansOfUser } from '../../plans/services/plan-store';
import type { UserRecord } from '../../accounts/services/user-store';
import { enforceRateLimit } from '../../../auth/rate-limit';

/** A code allows this many tries; the last wrong one uses it up. */
export const OTP_MAX_TRIES = 5;

export const PHONE_MESSAGES = {
  sent: 'otp sent successfully',
  taken: 'phone number already registered',
  incorrect: 'something went wrong or phone number is incorrect',
  matched: 'otp matched',
  invalid: 'OTP is Invalid',
  expired: 'OTP expires',
} as const;

type PhoneDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'rateLimiter' | 'sms' | 'otpKey' | 'config'>;

function codeHash(key: Buffer, userId: string, phoneNumber: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${phoneNumber}:${code}`).digest('hex');
}

/** The signed-in user may only verify their own number (the spec's body names the user). */
export function requireSelf(user: UserRecord, userId: string): void {
  if (user.id !== userId) throw new AppError('forbidden', 'You can only verify your own phone number.');
}

/**
 * POST /api/auth/verify-number: sends a 6-digit code by SMS to a US number ('1' and 10 digits),
 * valid 5 minutes. Limited per number, per user and per address. A number verified on another
 * account is the spec's 401; a number of the wrong form or a failed send is its 402.
 */
export async function sendPhoneCode(deps: PhoneDeps, user: UserRecord, rawNumber: string, address: string): Promise<void> {
  const [plan] = await plansOfUser(deps.db, user.id);
  if (!plan?.assessments.includes('myers-briggs')) throw new AppError('forbidden', 'Your plan does not include the Myers-Briggs step.');
  // Outside demo mode the outbox is read by nobody: without an SMS provider no code can reach anyone.
  if (deps.sms.kind === 'outbox' && !deps.config.demoMode) throw new AppError('unavailable', 'Text messages are not set up on this server yet. Please try again later.');
  const phoneNumber = rawNumber.replace(/^\+/, '');
  if (!US_PHONE_DIGITS.test(phoneNumber)) throw new AppError('phone_incorrect', PHONE_MESSAGES.incorrect);
  await enforceRateLimit(deps.rateLimiter, address, RATE_LIMITS.phoneCodePerAddress);
  await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.phoneCodePerAccount);
  await enforceRateLimit(deps.rateLimiter, phoneNumber, RATE_LIMITS.phoneCodePerNumber);
  if (await phoneNumberTakenByOther(deps.db, phoneNumber, user.id)) throw new AppError('phone_taken', PHONE_MESSAGES.taken);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock();
  await replacePhoneCode(deps.db, {
    userId: user.id,
    phoneNumber,
    codeHash: codeHash(deps.otpKey, user.id, phoneNumber, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(),
    now: now.toISOString(),
  });
  try {
    await deps.sms.send({ to: `+${phoneNumber}`, body: `Your Career Assessment code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`, template: 'phone-code' });
  } catch (error) {
    await deletePhoneCode(deps.db, user.id);
    deps.logger.warn({ userId: user.id, status: (error as { status?: unknown }).status }, 'phone code: the SMS could not be sent');
    throw new AppError('phone_incorrect', PHONE_MESSAGES.incorrect);
  }
}

/**
 * POST /api/auth/verify-otp: the user's newest code, single use, within 5 minutes and 5 tries. A
 * right code verifies the phone (isNumVerified) with its number.
 */
export async function verifyPhoneCode(deps: PhoneDeps, user: UserRecord, otp: string, address: string): Promise<void> {
  await enforceRateLimit(deps.rateLimiter, address, RATE_LIMITS.phoneVerifyPerAddress);
  await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.phoneVerifyPerAccount);
  const now = deps.clock();
  // The try is spent before the comparison: parallel guesses cannot share one.
  const code = await takeCodeTry(deps.db, user.id, OTP_MAX_TRIES, now.toISOString());
  if (!code) throw new AppError('otp_expired', PHONE_MESSAGES.expired);
  const expected = Buffer.from(code.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.otpKey, user.id, code.phoneNumber, otp), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (code.attempts >= OTP_MAX_TRIES) await burnPhoneCode(deps.db, code, now.toISOString());
    throw new AppError('otp_invalid', PHONE_MESSAGES.invalid);
  }
  if (await phoneNumberTakenByOther(deps.db, code.phoneNumber, user.id)) throw new AppError('phone_taken', PHONE_MESSAGES.taken);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await useUpPhoneCode(trx, code, now.toISOString()))) throw new AppError('otp_expired', PHONE_MESSAGES.expired);
    await setVerifiedPhone(trx, user.id, code.phoneNumber, now.toISOString());
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    // The unique index: the number was verified on another account a moment ago.
    if (/unique|duplicate/i.test((error as Error)?.message ?? '')) throw new AppError('phone_taken', PHONE_MESSAGES.taken);
    throw error;
  });
}
