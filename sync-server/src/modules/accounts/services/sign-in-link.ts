import type { AppDeps } from '../../../app-deps';
import { signInLinkEmail } from '../../../adapters/email/email-templates';
import { hashOneTimeToken } from '../../../auth/one-time-token';
import { AppError } from '../../../http/app-error';
import { consumeAuthToken, retireAuthTokens } from '../repositories/auth-token-repository';
import type { UserRecord } from '../repositories/user-repository';
import { findUserByEmail, findUserById, markUserVerified, recordSignIn } from '../repositories/user-repository';
import { DISABLED_DEMO_PASSWORD } from './demo-accounts';
import { issueAuthToken } from './issue-auth-token';

/** How long an e-mailed sign-in link works (once). */
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
export const SIGN_IN_LINK_EXPIRED = 'Sign-in Link Expired';

type LinkDeps = Pick<AppDeps, 'db' | 'clock' | 'email' | 'config'>;

const usable = (user: UserRecord | undefined): user is UserRecord => user !== undefined && user.passwordHash !== DISABLED_DEMO_PASSWORD;

/**
 * E-mails a sign-in link when the account exists (callers answer the same either way). Earlier
 * links stay valid for their 15 minutes: someone asking for links to another's address must not
 * spoil the one the owner is about to open.
 */
export async function sendSignInLink(deps: LinkDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!usable(user)) return;
  const { token } = await issueAuthToken(deps.db, user.id, 'sign-in-link', { now: deps.clock(), ttlMs: SIGN_IN_LINK_TTL_MS, replaceEarlier: false });
  await deps.email.send(signInLinkEmail(user, `${deps.config.publicUrl}/sign-in-link?token=${token}`));
}

/**
 * Uses a sign-in link (once; every other link of the account stops working too) and returns its
 * owner, recorded as signed in. Opening the e-mailed link proves the address, so the account counts
 * as verified. An unknown, used or expired link is 410.
 */
export async function redeemSignInLink(deps: LinkDeps, token: string, browserTimeZone?: string): Promise<UserRecord> {
  const now = deps.clock().toISOString();
  const result = await consumeAuthToken(deps.db, hashOneTimeToken(token), 'sign-in-link', now);
  if (result.status !== 'ok') throw new AppError('link_expired', SIGN_IN_LINK_EXPIRED);
  await retireAuthTokens(deps.db, result.userId, 'sign-in-link', now);
  const user = await findUserById(deps.db, result.userId);
  if (!usable(user)) throw new AppError('link_expired', SIGN_IN_LINK_EXPIRED);
  await markUserVerified(deps.db, user.id, now);
  await recordSignIn(deps.db, user.id, now, browserTimeZone);
  return (await findUserById(deps.db, user.id)) ?? user;
}
