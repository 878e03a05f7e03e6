import type { EmailContent, EmailTransportKind } from './email-sender';

/** Hands one stored message on (used only by the delivery worker); rejects when it could not. */
export interface EmailTransport {
  readonly kind: EmailTransportKind;
  deliver(message: EmailContent): Promise<void>;
}
