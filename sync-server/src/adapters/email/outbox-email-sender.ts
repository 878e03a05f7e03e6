import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import { newId } from '../../ids';
import { insertOutboxEmail } from '../../repositories/outbox-repository';
import type { EmailSender } from './email-sender';

/**
 * The embedded default: e-mails are stored in the database (readable at /dev/outbox in demo mode)
 * and their links written to the log, without the recipient's address.
 */
export function createOutboxEmailSender(options: { db: Kysely<Database>; logger: Logger; clock: () => Date }): EmailSender {
  return {
    kind: 'outbox',
    async send(message) {
      const id = newId(options.clock().getTime());
      await insertOutboxEmail(options.db, {
        id,
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: options.clock().toISOString(),
      });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info({ outboxId: id, subject: message.subject, links }, 'e-mail stored in the embedded outbox');
    },
  };
}
