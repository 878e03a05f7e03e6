import type { EmailTransport } from './email-transport';

/**
 * The embedded default without SMTP: a message is delivered by being stored in the outbox table,
 * where the demo outbox page (/dev/outbox) reads it, so delivering has nothing left to do. Nothing
 * of the message (links included) is written to the log.
 */
export function createOutboxEmailTransport(): EmailTransport {
  return {
    kind: 'outbox',
    async deliver() {},
  };
}
