import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { createOneTimeToken } from '../../../auth/one-time-token';
import type { TokenPurpose } from '../repositories/auth-token-repository';
import { insertAuthToken, retireAuthTokens } from '../repositories/auth-token-repository';

/**
 * The token of a new e-mailed link (verification, password reset, sign-in): random, stored only as
 * its SHA-256, for one purpose, valid `ttlMs` from `now`. With `replaceEarlier` the account's
 * earlier unused tokens of that purpose stop working first. Returns the token for the link.
 */
export async function issueAuthToken(
  db: Kysely<Database>,
  userId: string,
  purpose: TokenPurpose,
  options: { now: Date; ttlMs: number; replaceEarlier: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const createdAt = options.now.toISOString();
  const expiresAt = new Date(options.now.getTime() + options.ttlMs);
  const { token, hash } = createOneTimeToken();
  if (options.replaceEarlier) await retireAuthTokens(db, userId, purpose, createdAt);
  await insertAuthToken(db, { hash, userId, purpose, expiresAt: expiresAt.toISOString(), createdAt });
  return { token, expiresAt };
}
