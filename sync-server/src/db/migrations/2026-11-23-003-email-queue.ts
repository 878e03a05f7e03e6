import type { Kysely } from 'kysely';

/**
 * The e-mail outbox becomes a durable delivery queue: a request only stores the message
 * (status 'pending'); the delivery worker claims due messages with a lease (locked_until and
 * lease_token, so a crashed worker's claim runs out), sends them and records the outcome, retrying
 * with backoff (attempts, next_attempt_at) until 'sent' or 'failed'. Messages stored before this
 * migration were already delivered into the embedded outbox: they become 'sent'.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  await db.schema.alterTable('email_outbox').addColumn('template', 'text', (col) => col.notNull().defaultTo('unknown')).execute();
  await db.schema.alterTable('email_outbox').addColumn('status', 'text', (col) => col.notNull().defaultTo('pending')).execute();
  await db.schema.alterTable('email_outbox').addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('email_outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('locked_until', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('lease_token', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('sent_at', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('last_error', 'text').execute();
  await db.updateTable('email_outbox').set((eb) => ({ status: 'sent', sent_at: eb.ref('created_at') })).execute();
  await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_due_idx').execute();
  for (const column of ['last_error', 'sent_at', 'lease_token', 'locked_until', 'next_attempt_at', 'attempts', 'status', 'template']) {
    await db.schema.alterTable('email_outbox').dropColumn(column).execute();
  }
}
