/** Which template wrote a message: the only thing about it (besides its id) the log names. */
export type EmailTemplate = 'verify-email' | 'reset-password';

/** What a transport delivers. */
export interface EmailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
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
}
