import type { AppDeps } from '../../../app-deps';
import { passwordResetEmail, verificationEmail } from '../../../adapters/email/email-templates';
import { hashOneTimeToken } from '../../../auth/one-time-token';
import type { HashCaller } from '../../../auth/password-hasher';
import { AppError, validationError } from '../../../http/app-error';
import { newId } from '../../../ids';
import { passwordProblem } from './password-policy';
import type { ResetLinkState } from '../contract/auth-schemas';
import { authTokenState, consumeAuthToken, findUsableAuthToken, retireAuthTokens } from '../repositories/auth-token-repository';
import { issueAuthToken } from './issue-auth-token';
import type { UserRecord } from '../repositories/user-repository';
import { findUserByEmail, findUserById, insertUser, markUserVerified, recordSignIn, updatePassword } from '../repositories/user-repository';
import { isUniqueViolation } from '../../../db/database-errors';

const VERIFY_LINK_TTL_MS = 7 * 24 * 3600_000;
const RESET_LINK_TTL_MS = 3600_000;

type AuthDeps = Pick<AppDeps, 'db' | 'clock' | 'email' | 'config' | 'logger' | 'passwords'>;

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The browser's IANA zone, checked by the body's schema; the account's zone from the start. */
  timeZone?: string;
}

/** Creates the account and sends the verification e-mail. */
export async function registerUser(deps: AuthDeps, account: NewAccount): Promise<UserRecord> {
  if (await findUserByEmail(deps.db, account.email)) throw validationError({ email: 'Email already exists' });
  const problem = passwordProblem(account.password, account, { demoMode: deps.config.demoMode });
  if (problem) throw validationError({ password: problem });
  const now = deps.clock();
  const id = newId(now.getTime());
  try {
    await insertUser(deps.db, {
      id,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      passwordHash: await deps.passwords.hash(account.password),
      createdAt: now.toISOString(),
      timeZone: account.timeZone ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ email: 'Email already exists' });
    throw error;
  }
  const user = await findUserById(deps.db, id);
  if (!user) throw new Error('user vanished after insert');
  // The message is only stored here (delivery, and its retries, happen in the background). The
  // account stands even if storing fails: the dashboard offers a resend.
  await sendVerificationEmail(deps, user).catch((error: unknown) => {
    deps.logger.error({ err: { name: (error as Error)?.name } }, 'verification e-mail could not be stored');
  });
  return user;
}

/**
 * Checks e-mail and password; field errors use the spec's login keys. A sign-in records the
 * browser's time zone (checked by the body's schema) unless the user chose one on /profile.
 */
export async function authenticate(deps: AuthDeps, email: string, password: string, caller?: HashCaller, browserTimeZone?: string): Promise<UserRecord> {
  const user = await findUserByEmail(deps.db, email);
  // An unknown e-mail is checked against a dummy hash of the same cost, so it takes as long.
  const matches = await deps.passwords.verify(password, user?.passwordHash ?? null, caller);
  if (!user) throw validationError({ emailnotfound: 'Email not found' });
  if (!matches) throw validationError({ passwordincorrect: 'Password incorrect' });
  // A sign-in is activity: the retention period of the client's answers starts again.
  await recordSignIn(deps.db, user.id, deps.clock().toISOString(), browserTimeZone);
  if (browserTimeZone && user.timeZoneSource !== 'profile') return { ...user, timeZone: browserTimeZone, timeZoneSource: 'browser' };
  return user;
}

/**
 * Issues a fresh verification link (older ones stop working) and queues its e-mail. Resolves once
 * the message is stored; the SMTP server's state does not matter here (the worker retries).
 */
export async function sendVerificationEmail(deps: AuthDeps, user: UserRecord): Promise<void> {
  const { token } = await issueAuthToken(deps.db, user.id, 'verify-email', { now: deps.clock(), ttlMs: VERIFY_LINK_TTL_MS, replaceEarlier: true });
  await deps.email.send(verificationEmail(user, `${deps.config.publicUrl}/api/auth/verify/${token}`));
}

export async function verifyEmail(deps: AuthDeps, token: string): Promise<'verified' | 'expired'> {
  const now = deps.clock().toISOString();
  const result = await consumeAuthToken(deps.db, hashOneTimeToken(token), 'verify-email', now);
  if (result.status !== 'ok') return 'expired';
  await markUserVerified(deps.db, result.userId, now);
  return 'verified';
}

/** Queues a reset link when the account exists. Callers answer the same either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const { token } = await issueAuthToken(deps.db, user.id, 'reset-password', { now: deps.clock(), ttlMs: RESET_LINK_TTL_MS, replaceEarlier: true });
  // Only stored here (a quick insert): the SMTP exchange happens in the delivery worker, so neither
  // its time nor its failure shows in the response.
  await deps.email.send(passwordResetEmail(user, `${deps.config.publicUrl}/reset/${token}`));
}

/**
 * Sets a new password from a reset link. The link works once; every earlier session is revoked.
 * Following the e-mailed link also proves the address, so the account counts as verified.
 */
/**
 * Whether a password link (a reset, or the one `npm run create-admin` prints) can still set the
 * password: its page asks before showing the form, so nobody types a password into a dead link.
 * Uses nothing up.
 */
export async function resetLinkState(deps: Pick<AuthDeps, 'db' | 'clock'>, token: string): Promise<ResetLinkState> {
  return authTokenState(deps.db, hashOneTimeToken(token), 'reset-password', deps.clock().toISOString());
}

export async function resetPassword(deps: AuthDeps, token: string, password: string): Promise<UserRecord> {
  const now = deps.clock().toISOString();
  const tokenHash = hashOneTimeToken(token);
  const ownerId = await findUsableAuthToken(deps.db, tokenHash, 'reset-password', now);
  const owner = ownerId ? await findUserById(deps.db, ownerId) : undefined;
  if (!owner) throw new AppError('link_expired', 'Password Reset Link Expired');
  // Checked before the link is used up, so the person can choose another password with it.
  const problem = passwordProblem(password, owner, { demoMode: deps.config.demoMode });
  if (problem) throw validationError({ password: problem });
  const result = await consumeAuthToken(deps.db, tokenHash, 'reset-password', now);
  if (result.status !== 'ok') throw new AppError('link_expired', 'Password Reset Link Expired');
  await updatePassword(deps.db, result.userId, await deps.passwords.hash(password), now);
  await markUserVerified(deps.db, result.userId, now);
  await retireAuthTokens(deps.db, result.userId, 'reset-password', now);
  const user = await findUserById(deps.db, result.userId);
  if (!user) throw new AppError('link_expired', 'Password Reset Link Expired');
  return user;
}
