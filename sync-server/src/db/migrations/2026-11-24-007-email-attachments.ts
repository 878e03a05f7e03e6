import type { Kysely } from 'kysely';

/**
 * E-mail attachments: the booking e-mails carry an .ics calendar file. email_outbox.attachments
 * holds them as JSON text ([{ filename, contentType, content }]) or null when a message has none;
 * like the bodies, it is emptied once the message is sent over SMTP or given up.
 */
// Written against Kysely<any>: a migration is frozen in time and must not follow later schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('attachments', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('attachments').execute();
}
