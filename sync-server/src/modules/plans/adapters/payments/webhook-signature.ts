import Stripe from 'stripe';

export type PaymentEvent = Stripe.Event;

/** A payment event whose signature does not verify. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/**
 * Verifies a webhook delivery on its raw body with Stripe's scheme (HMAC-SHA256 over
 * `timestamp.body`, 5 minutes' tolerance) and returns the event.
 */
export function verifyPaymentEvent(rawBody: string, signatureHeader: string | undefined, secret: string): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('missing signature');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch {
    throw new WebhookSignatureError('invalid signature');
  }
}

/** Signs a payload as Stripe does (the embedded checkout's deliveries, and tests). */
export function signPaymentEvent(rawBody: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, timestamp: timestampSeconds });
}
