import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Stores a message for delivery: pending, due at once. */
export async function insertOutboxEmail(db: Kysely<Database>, email: OutboxEmail & { template: string }): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      id: email.id,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      created_at: email.createdAt,
      template: email.template,
      status: 'pending',
      next_attempt_at: email.createdAt,
    })
    .execute();
}

/** The most recent e-mails first (whatever their delivery state); optionally only those sent to one address. */
export async function listOutboxEmails(db: Kysely<Database>, options: { to?: string; limit: number }): Promise<OutboxEmail[]> {
  let query = db.selectFrom('email_outbox').select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at']);
  if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  }));
}
