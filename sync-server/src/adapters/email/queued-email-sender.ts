import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import { insertOutboxEmail } from './outbox-repository';
import { withdrawWaitingEmail } from './email-queue-repository';
import type { PracticeConfig } from '../../env';
import type { EmailMessage, EmailSender, EmailTemplate, EmailTransportKind } from './email-sender';
import { withPracticeFooter } from './practice-footer';

/** Messages to the practice's own people (its contact address, its admins): not signed with the practice's footer. */
const TO_THE_PRACTICE: ReadonlySet<EmailTemplate> = new Set<EmailTemplate>(['contact-request', 'safety-check-in']);

/**
 * Stores each message in the outbox table (the durable queue) and wakes the delivery worker. The
 * log says only that a message was stored, with its id and template: never the recipient, the
 * subject's personal parts, links or tokens.
 */
export function createQueuedEmailSender(options: {
  db: Kysely<Database>;
  logger: Logger;
  clock: () => Date;
  /** The transport the worker delivers through (the demo outbox page exists only for 'outbox'). */
  kind: EmailTransportKind;
  /** Called after each insert, so delivery starts at once. */
  onQueued: () => void;
  /** Signs every e-mail to clients and coaches with the practice's name and support address (not TO_THE_PRACTICE). */
  practice?: PracticeConfig;
}): EmailSender {
  async function store(db: Kysely<Database>, unsigned: EmailMessage, notBefore?: Date): Promise<string> {
    // The contact form's e-mail and the safety check-in go to the practice itself: they need no signature.
    const message = options.practice && !TO_THE_PRACTICE.has(unsigned.template) ? withPracticeFooter(unsigned, options.practice) : unsigned;
    const now = options.clock();
    const id = newId(now.getTime());
    // Held back only when `notBefore` is still ahead; otherwise due at once, as any message.
    const held = notBefore && notBefore > now ? { dueAt: notBefore.toISOString() } : {};
    await insertOutboxEmail(db, {
      id,
      template: message.template,
      to: message.to.toLowerCase(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      replyTo: message.replyTo,
      createdAt: now.toISOString(),
      ...held,
    });
    options.logger.info({ emailId: id, template: message.template, ...held }, 'e-mail stored for delivery');
    return id;
  }

  return {
    kind: options.kind,
    async send(message) {
      await store(options.db, message);
      options.onQueued();
    },
    queue: (db, message, queueOptions) => store(db, message, queueOptions?.notBefore),
    async withdraw(db, id) {
      const withdrawn = await withdrawWaitingEmail(db, id);
      if (withdrawn) options.logger.info({ emailId: id }, 'e-mail withdrawn before delivery');
      return withdrawn;
    },
    flush: options.onQueued,
  };
}
