import { Hono } from 'hono';
import { verifyPaymentEvent, WebhookSignatureError } from '../adapters/payments/webhook-signature';
import type { AppDeps } from '../../../app-deps';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { handlePaymentEvent, orderStateOfEvent } from '../services/payment-events';

/**
 * POST /api/payments/webhook: where Stripe (or the embedded checkout) reports payments. The
 * signature is checked on the raw body before anything is parsed; a missing or bad one is a 400
 * that changes nothing. Events the server does not act on are acknowledged at once.
 */
export function paymentWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const rawBody = await c.req.text();
    let event;
    try {
      event = verifyPaymentEvent(rawBody, c.req.header('Stripe-Signature'), deps.paymentWebhookSecret);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        deps.logger.warn({ reason: error.message }, 'payment webhook refused: signature');
        throw new AppError('bad_request', 'The signature of this event could not be verified.');
      }
      throw error;
    }
    // Signed but not an event (a body of `null`, a number, an array...): nothing to act on.
    if (typeof event !== 'object' || event === null || Array.isArray(event) || typeof (event as { type?: unknown }).type !== 'string') {
      deps.logger.warn('payment webhook: a signed body that is not an event; ignored');
      return c.json({ received: true, outcome: 'ignored' });
    }
    const outcome = await handlePaymentEvent(deps, event);
    // The order's state as stored after the event, beside the outcome: the log says what happened to it.
    deps.logger.info({ eventType: event.type, outcome, ...(outcome === 'ignored' ? {} : await orderStateOfEvent(deps, event)) }, 'payment event');
    // A refund that failed is tried again when the provider delivers the event again.
    if (outcome === 'refund_failed') throw new AppError('unavailable', 'The payment could not be settled yet; send the event again later.');
    return c.json({ received: true, outcome });
  });
}
