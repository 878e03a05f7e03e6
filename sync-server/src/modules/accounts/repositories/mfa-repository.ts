import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface UserMfaRecord {
  userId: string;
  secretCiphertext: string;
  confirmedAt: string | null;
  lastUsedStep: number | null;
}

export async function findUserMfa(db: Kysely<Database>, userId: string): Promise<UserMfaRecord | undefined> {
  const row = await db.selectFrom('user_mfa').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      secretCiphertext: row.secret_ciphertext,
      confirmedAt: row.confirmed_at,
      lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    }
  );
}

/** Stores a new secret for an enrolment not yet confirmed; a confirmed one is left alone. */
export async function savePendingSecret(db: Kysely<Database>, userId: string, secretCiphertext: string, now: string): Promise<void> {
  await db
    .insertInto('user_mfa')
    .values({ user_id: userId, secret_ciphertext: secretCiphertext, confirmed_at: null, last_used_step: null, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret_ciphertext: secretCiphertext, last_used_step: null, created_at: now, updated_at: now })
        .where('user_mfa.confirmed_at', 'is', null),
    )
    .execute();
}

/**
 * Confirms the enrolment with the time step of its first code and replaces the recovery codes, in
 * one transaction. False when it was already confirmed (a parallel request won).
 */
export async function confirmEnrollment(db: Kysely<Database>, userId: string, step: number, recoveryCodeHashes: readonly string[], now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('user_mfa')
      .set({ confirmed_at: now, last_used_step: step, updated_at: now })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    await trx.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('mfa_recovery_codes')
      .values(recoveryCodeHashes.map((hash) => ({ user_id: userId, code_hash: hash, used_at: null, created_at: now })))
      .execute();
    return true;
  });
}

/**
 * Records a code's time step as used. Only a step later than the last one recorded is taken, so
 * two requests with the same code cannot both succeed.
 */
export async function claimTimeStep(db: Kysely<Database>, userId: string, step: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('user_mfa')
    .set({ last_used_step: step, updated_at: now })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Marks an unused recovery code as used; false when there is none with this hash (or it was used). */
export async function consumeRecoveryCode(db: Kysely<Database>, userId: string, codeHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countUnusedRecoveryCodes(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Forgets the user's second factor and recovery codes (an account made admin enrols afresh). */
export async function deleteUserMfa(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
}
