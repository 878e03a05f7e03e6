import type { Kysely } from 'kysely';

/**
 * The admins' audit log: who did what to whom, when. Append-only: the app has no route that
 * updates or deletes a row. Labels (name and e-mail) are copied at the time, so an entry still
 * reads right after a rename; there is no foreign key, so it outlives the accounts it names.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('actor_label', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('subject_label', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_id', 'at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
