import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../../db/schema';
import { closeEmbeddedSession, findEmbeddedSession, insertEmbeddedSession } from '../../../repositories/embedded-checkout-repository';
import type { CheckoutSessionRequest, PaymentProvider } from '../payment-provider';
import { checkoutLineItems } from '../payment-provider';

/** The embedded hosted-checkout page's address, under the service's own origin. */
export const EMBEDDED_CHECKOUT_PATH = '/embedded-checkout';

/**
 * The card provider of demo mode: it keeps Stripe-shaped Checkout Sessions in the database and
 * serves their hosted page itself (embedded-checkout-routes.ts). Paying there sends a
 * Stripe-signed checkout.session.completed event to the same webhook Stripe would call.
 */
export function createEmbeddedPaymentProvider(deps: { db: Kysely<Database>; publicUrl: string; clock: () => Date }): PaymentProvider {
  return {
    kind: 'embedded',
    async createCheckoutSession(request: CheckoutSessionRequest) {
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      const url = `${deps.publicUrl}${EMBEDDED_CHECKOUT_PATH}/${id}`;
      const now = deps.clock();
      const total = request.amountCents + request.feeCents;
      await insertEmbeddedSession(
        deps.db,
        {
          id,
          status: 'open',
          expiresAt: request.expiresAt.toISOString(),
          lineItems: checkoutLineItems(request),
          session: {
            id,
            object: 'checkout.session',
            mode: 'payment',
            livemode: false,
            amount_subtotal: total,
            amount_total: total,
            currency: request.currency,
            client_reference_id: request.userId,
            customer_email: request.customerEmail,
            metadata: { orderId: request.orderId, userId: request.userId, planId: request.planId, fromPlanId: request.fromPlanId ?? '' },
            payment_status: 'unpaid',
            status: 'open',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            url,
            created: Math.floor(now.getTime() / 1000),
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
        },
        now.toISOString(),
      );
      return { id, url };
    },

    async expireCheckoutSession(sessionId) {
      if (await closeEmbeddedSession(deps.db, sessionId, 'expired', deps.clock().toISOString())) return 'expired';
      return (await findEmbeddedSession(deps.db, sessionId))?.status === 'complete' ? 'completed' : 'expired';
    },

    // No money moved through the test checkout: there is nothing to give back.
    async refund() {},
  };
}
