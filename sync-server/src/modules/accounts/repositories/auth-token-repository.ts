import type { Kysely } from 'kysely';
import type { AuthTokensTable, Database } from '../../../db/schema';

export type TokenPurpose = AuthTokensTable['purpose'];

export async function insertAuthToken(
  db: Kysely<Database>,
  token: { hash: string; userId: string; purpose: TokenPurpose; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.createdAt,
    })
    .execute();
}

/** The user of an unused, unexpired token, without using it up (a form may still refuse the request). */
export async function findUsableAuthToken(db: Kysely<Database>, hash: string, purpose: TokenPurpose, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

/** What became of a token: unused and in time, used (or replaced by a newer one), expired, or unknown. Uses nothing up. */
export async function authTokenState(db: Kysely<Database>, hash: string, purpose: TokenPurpose, now: string): Promise<'usable' | 'used' | 'expired' | 'invalid'> {
  const row = await db.selectFrom('auth_tokens').select(['expires_at', 'used_at']).where('token_hash', '=', hash).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return 'invalid';
  if (row.used_at !== null) return 'used';
  return row.expires_at <= now ? 'expired' : 'usable';
}

export type ConsumeResult = { status: 'ok'; userId: string } | { status: 'expired' | 'invalid' };

/**
 * Marks an unused, unexpired token as used and returns its user. Single use: the update only
 * succeeds for the first caller, even when two requests race.
 */
export async function consumeAuthToken(db: Kysely<Database>, hash: string, purpose: TokenPurpose, now: string): Promise<ConsumeResult> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { status: 'invalid' };
  if (row.used_at !== null || row.expires_at <= now) return { status: 'expired' };
  const result = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? { status: 'ok', userId: row.user_id } : { status: 'expired' };
}

/** Retires every unused token of a purpose for a user (a newer link replaces older ones). */
export async function retireAuthTokens(db: Kysely<Database>, userId: string, purpose: TokenPurpose, now: string): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes tokens that expired before `cutoff` (ISO instant), used or not; returns how many. */
export async function deleteTokensExpiredBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('auth_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
