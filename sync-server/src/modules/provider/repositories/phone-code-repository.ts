import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface PhoneCodeRecord {
  userId: string;
  phoneNumber: string;
  codeHash: string;
  attempts: number;
  expiresAt: string;
  usedAt: string | null;
}

/** Stores a user's new code, replacing the one before (only the newest code counts). */
export async function replacePhoneCode(
  db: Kysely<Database>,
  code: { userId: string; phoneNumber: string; codeHash: string; expiresAt: string; now: string },
): Promise<void> {
  const values = { phone_number: code.phoneNumber, code_hash: code.codeHash, attempts: 0, expires_at: code.expiresAt, used_at: null, created_at: code.now };
  await db
    .insertInto('phone_codes')
    .values({ user_id: code.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function deletePhoneCode(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('phone_codes').where('user_id', '=', userId).execute();
}

export async function findPhoneCode(db: Kysely<Database>, userId: string): Promise<PhoneCodeRecord | undefined> {
  const row = await db.selectFrom('phone_codes').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      phoneNumber: row.phone_number,
      codeHash: row.code_hash,
      attempts: Number(row.attempts),
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  );
}

/**
 * Takes one try of the user's code before it is compared, in one conditional update: only while
 * the code is unused, unexpired and under `maxTries`, so parallel guesses each spend a try and a
 * code is compared at most `maxTries` times. Returns the code as it stands after the try, or
 * undefined when no try is left (or no code is waiting).
 */
export async function takeCodeTry(db: Kysely<Database>, userId: string, maxTries: number, now: string): Promise<PhoneCodeRecord | undefined> {
  const result = await db
    .updateTable('phone_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) return undefined;
  return findPhoneCode(db, userId);
}

/** Uses up a code whose last try was wrong (no try is left). */
export async function burnPhoneCode(db: Kysely<Database>, code: PhoneCodeRecord, now: string): Promise<void> {
  await db.updateTable('phone_codes').set({ used_at: now }).where('user_id', '=', code.userId).where('code_hash', '=', code.codeHash).where('used_at', 'is', null).execute();
}

/** Uses the code up, once: false when it was used (or replaced) by a request a moment ago. */
export async function useUpPhoneCode(db: Kysely<Database>, code: PhoneCodeRecord, now: string): Promise<boolean> {
  const result = await db
    .updateTable('phone_codes')
    .set({ used_at: now })
    .where('user_id', '=', code.userId)
    .where('code_hash', '=', code.codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Forgets codes (and the number they were sent to) that expired before the cutoff. */
export async function deletePhoneCodesExpiredBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('phone_codes').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
