import type { Kysely } from 'kysely';

/**
 * The live "act as a user" sessions. The acting token names its row (its `jti`), and the token
 * works only while the row is there: 'Return to admin' and the admin's logout delete it, so a
 * replayed acting cookie stops working at once instead of at the token's 30-minute expiry.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('acting_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('admin_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('acting_sessions_admin').on('acting_sessions').column('admin_id').execute();
  await db.schema.createIndex('acting_sessions_user').on('acting_sessions').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('acting_sessions').execute();
}
