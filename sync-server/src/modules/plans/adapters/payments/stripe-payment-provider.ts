import Stripe from 'stripe';
import type { CheckoutSessionRequest, PaymentProvider } from './payment-provider';
import { checkoutLineItems, PaymentProviderError } from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Tests only: a local stand-in for api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

const UNREACHABLE = 'The card payment service could not start your checkout. Please try again in a few minutes.';

function providerError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(UNREACHABLE, { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId });
  }
  return new PaymentProviderError(UNREACHABLE, { type: (error as Error)?.name });
}

/**
 * Stripe Checkout through the `stripe` SDK: a Checkout Session with a line for the plan and one
 * for the processing fee, the user and plan in `client_reference_id` and `metadata`, and the
 * order id as idempotency key (a retried request never makes a second session).
 */
export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: 15_000,
    maxNetworkRetries: 2,
    appInfo: { name: 'career-assessment' },
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });

  return {
    kind: 'stripe',
    async createCheckoutSession(request: CheckoutSessionRequest) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: checkoutLineItems(request).map((item) => ({
              quantity: 1,
              price_data: { currency: request.currency, unit_amount: item.amountCents, product_data: { name: item.name } },
            })),
            client_reference_id: request.userId,
            customer_email: request.customerEmail,
            metadata: { orderId: request.orderId, userId: request.userId, planId: request.planId, fromPlanId: request.fromPlanId ?? '' },
            payment_intent_data: { metadata: { orderId: request.orderId } },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout-${request.orderId}` },
        );
        if (!session.url) throw new PaymentProviderError(UNREACHABLE, { reason: 'no url in session' });
        return { id: session.id, url: session.url };
      } catch (error) {
        throw providerError(error);
      }
    },

    async expireCheckoutSession(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'complete') return 'completed';
        if (session.status === 'expired') return 'expired';
        try {
          await stripe.checkout.sessions.expire(sessionId);
          return 'expired';
        } catch (error) {
          // Paid between the two calls: Stripe refuses to expire a completed session.
          if ((await stripe.checkout.sessions.retrieve(sessionId)).status === 'complete') return 'completed';
          throw error;
        }
      } catch (error) {
        throw providerError(error);
      }
    },

    async refund(payment) {
      if (!payment.paymentIntent) throw new PaymentProviderError(UNREACHABLE, { reason: 'no payment intent to refund' });
      try {
        await stripe.refunds.create({ payment_intent: payment.paymentIntent, metadata: { orderId: payment.orderId } }, { idempotencyKey: `refund-${payment.orderId}` });
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
