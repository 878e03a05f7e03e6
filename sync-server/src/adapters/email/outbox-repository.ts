import type { Kysely } from 'kysely';
import type { EmailAttachment } from './email-sender';
import type { Database } from '../../db/schema';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Empty when the message has none (or once they were dropped with the bodies). */
  attachments: EmailAttachment[];
  /** Where replies go, when not to the sender. */
  replyTo: string | null;
  createdAt: string;
}

/** The attachments column: JSON text, null when a message has none. */
export function attachmentsToColumn(attachments: readonly EmailAttachment[] | undefined): string | null {
  return attachments?.length ? JSON.stringify(attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content }))) : null;
}

export function attachmentsFromColumn(column: string | null): EmailAttachment[] {
  return column ? (JSON.parse(column) as EmailAttachment[]) : [];
}

/** Stores a message for delivery: pending, due at once, or at `dueAt` (a message held back until then). */
export async function insertOutboxEmail(
  db: Kysely<Database>,
  email: Omit<OutboxEmail, 'attachments' | 'replyTo'> & { template: string; attachments?: readonly EmailAttachment[]; replyTo?: string; dueAt?: string },
): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      id: email.id,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      attachments: attachmentsToColumn(email.attachments),
      reply_to: email.replyTo ?? null,
      created_at: email.createdAt,
      template: email.template,
      status: 'pending',
      next_attempt_at: email.dueAt ?? email.createdAt,
    })
    .execute();
}

/**
 * The most recent e-mails first (whatever their delivery state); optionally only those sent to one
 * address, and only those due by `dueBy` (ISO instant: not a message still held back for later).
 */
export async function listOutboxEmails(db: Kysely<Database>, options: { to?: string; limit: number; dueBy?: string }): Promise<OutboxEmail[]> {
  let query = db.selectFrom('email_outbox').select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attachments', 'reply_to', 'created_at']);
  if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
  const { dueBy } = options;
  if (dueBy !== undefined) query = query.where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', dueBy)]));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: attachmentsFromColumn(row.attachments),
    replyTo: row.reply_to,
    createdAt: row.created_at,
  }));
}

/** One attachment of a stored message (by its position), or undefined. */
export async function findOutboxAttachment(db: Kysely<Database>, emailId: string, index: number): Promise<EmailAttachment | undefined> {
  const row = await db.selectFrom('email_outbox').select('attachments').where('id', '=', emailId).executeTakeFirst();
  return row ? attachmentsFromColumn(row.attachments)[index] : undefined;
}
