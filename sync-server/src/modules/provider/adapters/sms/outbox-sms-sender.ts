import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema';
import type { SmsSender } from './sms-sender';

/**
 * The embedded default without an SMS provider: a text message is delivered by being stored in the
 * same outbox as e-mail (addressed to the phone number, marked sent, so the e-mail worker leaves it
 * alone), where the demo outbox page (/dev/outbox) shows it. Nothing of it is logged.
 */
export function createOutboxSmsSender(deps: { db: Kysely<Database>; clock: () => Date }): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      const now = deps.clock().toISOString();
      await deps.db
        .insertInto('email_outbox')
        .values({
          id: randomUUID(),
          to_address: message.to,
          subject: 'Text message',
          text_body: message.body,
          html_body: '',
          created_at: now,
          template: message.template,
          status: 'sent',
          next_attempt_at: null,
          sent_at: now,
        })
        .execute();
    },
  };
}
