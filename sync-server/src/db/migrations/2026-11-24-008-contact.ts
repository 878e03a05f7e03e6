import type { Kysely } from 'kysely';

/**
 * The contact form ('Talk to an Expert'): each submission as the visitor sent it, newest read
 * first by id (UUIDv7), and whether an admin has handled it. No address of the sender is kept
 * (the per-address limit lives in rate_limits). statuses and goals are JSON text arrays; salaries
 * whole dollars. The practice's e-mail about it replies to the visitor: email_outbox.reply_to.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('age', 'integer')
    .addColumn('gender', 'text')
    .addColumn('statuses', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('goals', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('education', 'text')
    .addColumn('industry', 'text')
    .addColumn('current_salary', 'integer')
    .addColumn('desired_salary', 'integer')
    .addColumn('how_heard', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('contact_submissions_handled_idx').on('contact_submissions').columns(['handled_at', 'id']).execute();
  await db.schema.alterTable('email_outbox').addColumn('reply_to', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('contact_submissions').execute();
}
