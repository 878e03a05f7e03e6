import type { Kysely } from 'kysely';

/**
 * A counselor's private notes about a client (the notes module, issue 45): never shown in the
 * client's app or sent in an e-mail; in the client's export, deleted with the account, erased with
 * the results under the retention rules.
 * - user_id: the client the note is about; author_id / author_name: the admin who wrote it (the name
 *   as it was, so the note still says who wrote it if that account changes).
 * - booking_id: the session it is about, or null; corrects_id: the earlier note it corrects, or null.
 * - created_at / updated_at: when it was written and last edited (edits only within 24 hours).
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_notes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (col) => col.notNull())
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text')
    .addColumn('corrects_id', 'text')
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('session_notes_user_idx').on('session_notes').columns(['user_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session_notes').execute();
}
