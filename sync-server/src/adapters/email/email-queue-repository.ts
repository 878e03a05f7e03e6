import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EmailAttachment } from './email-sender';
import type { Database } from '../../db/schema';
import { attachmentsFromColumn } from './outbox-repository';

/** A message claimed for one delivery attempt. */
export interface ClaimedEmail {
  id: string;
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  replyTo: string | null;
  /** This attempt's number (1 for the first). */
  attempt: number;
  /** Names this claim: recording the outcome needs it. */
  leaseToken: string;
}

interface ClaimWindow {
  /** ISO instant: messages due by then, whose earlier lease (if any) ran out by then. */
  now: string;
  /** ISO instant the claim lasts until; longer than a delivery can take. */
  leaseUntil: string;
  maxAttempts: number;
}

/** How many due messages a claim looks at, in case other workers take the first ones. */
const CLAIM_CANDIDATES = 5;

/**
 * Claims the message due first, with a lease, or returns undefined when none is due. The claim is
 * a conditional update (still pending, due, unleased, attempts left), so of two workers sharing
 * the database exactly one gets a message; a crashed worker's lease runs out and the message is
 * claimed again (counting as an attempt).
 */
export async function claimDueEmail(db: Kysely<Database>, window: ClaimWindow): Promise<ClaimedEmail | undefined> {
  const candidates = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', window.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', window.now)]))
    .where('attempts', '<', window.maxAttempts)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(CLAIM_CANDIDATES)
    .execute();
  for (const { id } of candidates) {
    const leaseToken = crypto.randomUUID();
    const row = await db
      .updateTable('email_outbox')
      .set((eb) => ({ locked_until: window.leaseUntil, lease_token: leaseToken, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', window.now)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', window.now)]))
      .where('attempts', '<', window.maxAttempts)
      .returning(['id', 'template', 'to_address', 'subject', 'text_body', 'html_body', 'attachments', 'reply_to', 'attempts'])
      .executeTakeFirst();
    if (row) {
      return {
        id: row.id,
        template: row.template,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: attachmentsFromColumn(row.attachments),
        replyTo: row.reply_to,
        attempt: Number(row.attempts),
        leaseToken,
      };
    }
  }
  return undefined;
}

/**
 * Records a delivery under the claim. `dropBody` empties the bodies and drops the attachments
 * (their one-time links, meeting links and names are of no further use once sent). False when the
 * lease was lost meanwhile.
 */
export async function markEmailSent(db: Kysely<Database>, claim: { id: string; leaseToken: string; now: string; dropBody: boolean }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({
      status: 'sent',
      sent_at: claim.now,
      next_attempt_at: null,
      locked_until: null,
      lease_token: null,
      last_error: null,
      ...(claim.dropBody ? { text_body: '', html_body: '', attachments: null } : {}),
    })
    .where('id', '=', claim.id)
    .where('lease_token', '=', claim.leaseToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases the claim after a failed attempt; the message is due again at `nextAttemptAt`. */
export async function scheduleEmailRetry(db: Kysely<Database>, claim: { id: string; leaseToken: string; nextAttemptAt: string; error: string }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ next_attempt_at: claim.nextAttemptAt, locked_until: null, lease_token: null, last_error: claim.error })
    .where('id', '=', claim.id)
    .where('lease_token', '=', claim.leaseToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a message up under the claim; its bodies (and their links) are emptied, its attachments dropped. */
export async function markEmailFailed(db: Kysely<Database>, claim: { id: string; leaseToken: string; error: string }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set({ status: 'failed', next_attempt_at: null, locked_until: null, lease_token: null, last_error: claim.error, text_body: '', html_body: '', attachments: null })
    .where('id', '=', claim.id)
    .where('lease_token', '=', claim.leaseToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives up pending messages that have used every attempt and are not under a live lease (their
 * last worker crashed, or the limit was lowered). Returns them for the log.
 */
export async function failExhaustedEmails(db: Kysely<Database>, options: { now: string; maxAttempts: number }): Promise<{ id: string; template: string }[]> {
  return db
    .updateTable('email_outbox')
    .set((eb) => ({
      status: 'failed',
      next_attempt_at: null,
      locked_until: null,
      lease_token: null,
      last_error: eb.fn.coalesce('last_error', eb.val('lease expired')),
      text_body: '',
      html_body: '',
      attachments: null,
    }))
    .where('status', '=', 'pending')
    .where('attempts', '>=', options.maxAttempts)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', options.now)]))
    .returning(['id', 'template'])
    .execute();
}

/**
 * Deletes a message still waiting for its first attempt (pending, never tried, unclaimed): a newer
 * message takes its place. False when a worker has claimed it, or it is sent, failed or gone.
 */
export async function withdrawWaitingEmail(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('email_outbox')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', 0)
    .where('lease_token', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** When the next pending, unclaimed message is due (ISO), or undefined when none is waiting. */
export async function nextEmailDueAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('status', '=', 'pending')
    .where('lease_token', 'is', null)
    .executeTakeFirst();
  return row?.due ?? undefined;
}

/** Deletes sent and failed messages stored before `cutoff` (ISO instant): they still name their recipient. */
export async function deleteSettledEmailsCreatedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('email_outbox').where('status', 'in', ['sent', 'failed']).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
