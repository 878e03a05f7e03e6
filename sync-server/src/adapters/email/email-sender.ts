import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Which template wrote a message: the only thing about it (besides its id) the log names. */
export type EmailTemplate =
  | 'verify-email'
  | 'reset-password'
  | 'sign-in-link'
  | 'receipt'
  | 'refund'
  | 'booking-booked'
  | 'booking-moved'
  | 'booking-cancelled'
  | 'booking-reminder'
  | 'contact-request'
  | 'shortlist-shared'
  | 'safety-check-in';

/** A small text file sent with a message (a session's .ics calendar file). */
export interface EmailAttachment {
  filename: string;
  /** e.g. 'text/calendar; method=REQUEST': a calendar file's method says whether it adds or cancels the event. */
  contentType: string;
  content: string;
}

/** What a transport delivers. */
export interface EmailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** Where replies go instead of the sender (the contact e-mail: the visitor who wrote). */
  replyTo?: string;
}

export interface EmailMessage extends EmailContent {
  template: EmailTemplate;
}

/** Where e-mail goes in the end: SMTP when configured, otherwise the embedded outbox. */
export type EmailTransportKind = 'smtp' | 'outbox';

/**
 * Accepts e-mail for delivery. `send` resolves once the message is stored in the durable outbox
 * table (a quick insert); the delivery worker sends it later, retrying while the transport fails,
 * so a slow or failing SMTP server never fails or slows a request.
 */
export interface EmailSender {
  readonly kind: EmailTransportKind;
  send(message: EmailMessage): Promise<void>;
  /**
   * Stores a message as part of the caller's transaction (so it exists exactly when the rest of
   * the work does); call `flush()` once the transaction has committed to start its delivery.
   * `notBefore` holds it in the outbox until then: the delivery worker sends it once it falls due
   * (its regular pass finds it, so a message held back needs no timer of its own). Resolves with
   * the message's outbox id.
   */
  queue(db: Kysely<Database>, message: EmailMessage, options?: { notBefore?: Date }): Promise<string>;
  /**
   * Takes back a message queued with `notBefore` while it still waits for its first attempt, as
   * part of the caller's transaction (a newer message takes its place); false when delivery has
   * begun, or it was sent, given up or deleted.
   */
  withdraw(db: Kysely<Database>, id: string): Promise<boolean>;
  /** Wakes the delivery worker (after `queue` inside a transaction that has committed). */
  flush(): void;
}
