/** A text message to one phone number (E.164, e.g. +12015550123). */
export interface SmsMessage {
  to: string;
  body: string;
  /** What the message is ('phone-code'): what the log names, never the text. */
  template: string;
}

/** Sends text messages: Twilio when configured, else the embedded outbox (demo mode shows it at /dev/outbox). */
export interface SmsSender {
  readonly kind: 'twilio' | 'outbox';
  /** Resolves once the provider accepted the message; throws SmsError when it did not. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  override readonly name = 'SmsError';

  constructor(
    message: string,
    /** The provider's HTTP status (0: no answer). */
    readonly status: number,
  ) {
    super(message);
  }
}
