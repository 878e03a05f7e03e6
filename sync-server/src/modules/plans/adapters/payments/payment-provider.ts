import type { PlanId } from '../../contract/plan-dto';

/** What the server asks the card provider for: every amount computed by the server. */
export interface CheckoutSessionRequest {
  orderId: string;
  userId: string;
  /** Pre-fills the provider's form and gets its own receipt. */
  customerEmail: string;
  planId: PlanId;
  planName: string;
  /** The plan before the upgrade, or null. */
  fromPlanId: PlanId | null;
  /** In cents. */
  amountCents: number;
  feeCents: number;
  feePercentage: number;
  /** ISO 4217, lower case. */
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** After this the session takes no payment (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt: Date;
}

export interface CreatedCheckoutSession {
  id: string;
  /** The provider's hosted checkout page. */
  url: string;
}

/**
 * A card payment provider with a hosted checkout page: Stripe, or the embedded stand-in used in
 * demo mode. Either way the payment is confirmed by a Stripe-signed event to
 * POST /api/payments/webhook: the one fulfilment path.
 */
export interface PaymentProvider {
  readonly kind: 'stripe' | 'embedded';
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CreatedCheckoutSession>;
  /**
   * Closes an open session so it can no longer be paid (a newer checkout replaces it). Answers
   * 'completed' when it was paid meanwhile (its confirmation is on the way), else 'expired'.
   */
  expireCheckoutSession(sessionId: string): Promise<'expired' | 'completed'>;
  /** Gives a payment back in full (a paid order whose plan could not be applied). */
  refund(payment: { orderId: string; paymentIntent: string | null }): Promise<void>;
}

/** The provider could not start a checkout; `message` is safe to show the user. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';

  constructor(
    message: string,
    /** What the log gets: the provider's error type and code, never card or personal data. */
    readonly detail: Record<string, string | number | undefined>,
  ) {
    super(message);
  }
}

/** The line items of an order, as the hosted page and the receipt list them. */
export function checkoutLineItems(request: CheckoutSessionRequest): { name: string; amountCents: number }[] {
  const items = [{ name: `${request.planName} plan${request.fromPlanId && request.fromPlanId !== 'free' ? ' (upgrade)' : ''}`, amountCents: request.amountCents }];
  if (request.feeCents > 0) items.push({ name: `Processing fee (${request.feePercentage}%)`, amountCents: request.feeCents });
  return items;
}
