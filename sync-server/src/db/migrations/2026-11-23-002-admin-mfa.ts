import type { Kysely } from 'kysely';

/**
 * Admins' second factor (TOTP, RFC 6238): one row per user with the secret encrypted by the
 * server's key, when the enrolment was confirmed and the last time step accepted (a code is never
 * accepted twice); and the recovery codes, stored only as SHA-256, each usable once.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_mfa')
    .addColumn('user_id', 'text', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_ciphertext', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('mfa_recovery_codes')
    .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('mfa_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mfa_recovery_codes').execute();
  await db.schema.dropTable('user_mfa').execute();
}
