import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import type { CheckoutResponse, OrderDto } from '../contract/checkout-dto';
import type { PlanId } from '../contract/plan-dto';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { OrderRecord } from '../repositories/order-repository';
import { expireStaleOrders, findOrderOfUser, insertOrder, listOpenOrdersOfUser, listOrdersOfUser, setOrderSession, transitionOrder } from '../repositories/order-repository';
import { currentPlanOfUser, findPlan, listPlans } from '../repositories/plan-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { quoteUpgrade } from './checkout-pricing';
import { enforceRateLimit } from '../../../auth/rate-limit';

/** Prices are in US dollars (the plan data's cents). */
export const CHECKOUT_CURRENCY = 'usd';
/** How long a checkout session takes payment (Stripe allows 30 minutes to 24 hours). */
export const CHECKOUT_SESSION_MINUTES = 60;

export const PAYMENTS_OFF_MESSAGE = 'Card payment is not available right now. Please contact us to upgrade your plan.';

type CheckoutDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'payments' | 'rateLimiter' | 'analytics'>;

/**
 * POST /api/checkout: prices the upgrade from the server's plan data and the user's current plan
 * (nothing from the browser but the plan id), stores a pending order with those amounts, and asks
 * the card provider for a hosted checkout session for exactly that order.
 */
export async function startCheckout(deps: CheckoutDeps, user: UserRecord, planId: PlanId): Promise<CheckoutResponse> {
  if (user.isAdmin) throw new AppError('forbidden', 'Admin accounts do not buy plans.');
  if (!deps.payments) throw new AppError('unavailable', PAYMENTS_OFF_MESSAGE);
  const plan = await findPlan(deps.db, planId);
  if (!plan) throw new AppError('not_found', 'Unknown plan.');
  const current = await currentPlanOfUser(deps.db, user.id);
  const quote = quoteUpgrade(plan, current);
  await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.checkoutPerAccount);
  await closeOpenCheckouts(deps, deps.payments, user.id);

  const now = deps.clock();
  const order = {
    id: newId(now.getTime()),
    userId: user.id,
    planFrom: current?._id ?? null,
    planTo: plan._id,
    ...quote,
    currency: CHECKOUT_CURRENCY,
    provider: deps.payments.kind,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_MINUTES * 60_000).toISOString(),
  };
  await insertOrder(deps.db, order);
  let session;
  try {
    session = await deps.payments.createCheckoutSession({
      orderId: order.id,
      userId: user.id,
      customerEmail: user.email,
      planId: plan._id,
      planName: plan.name,
      fromPlanId: current?._id ?? null,
      amountCents: quote.amountCents,
      feeCents: quote.feeCents,
      feePercentage: quote.feePercentage,
      currency: CHECKOUT_CURRENCY,
      successUrl: `${deps.config.publicUrl}/?success=true`,
      cancelUrl: `${deps.config.publicUrl}/plans?canceled`,
      expiresAt: new Date(order.expiresAt),
    });
  } catch (error) {
    await transitionOrder(deps.db, order.id, ['pending'], 'failed', deps.clock().toISOString());
    throw providerUnavailable(deps, error, order.id);
  }
  await setOrderSession(deps.db, order.id, session.id, deps.clock().toISOString());
  await deps.analytics.track(
    'checkout_started',
    { planId: plan._id, fromPlanId: current?._id ?? null, totalCents: quote.totalCents, currency: CHECKOUT_CURRENCY },
    { userId: user.id },
  );
  return { id: session.id, url: session.url };
}

function providerUnavailable(deps: CheckoutDeps, error: unknown, orderId: string): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  deps.logger.warn({ orderId, provider: deps.payments?.kind, ...error.detail }, 'payment provider call failed');
  return new AppError('unavailable', error.message);
}

/**
 * A user has one payable checkout at a time: starting another closes the earlier ones at the
 * provider first, so two tabs, a double click or a checkout left open and started again can never
 * be paid twice. One paid a moment ago (its confirmation still on the way) stops the new checkout.
 */
async function closeOpenCheckouts(deps: CheckoutDeps, provider: PaymentProvider, userId: string): Promise<void> {
  for (const open of await listOpenOrdersOfUser(deps.db, userId, deps.clock().toISOString())) {
    let outcome: 'expired' | 'completed';
    try {
      outcome = await provider.expireCheckoutSession(open.providerSessionId as string);
    } catch (error) {
      throw providerUnavailable(deps, error, open.id);
    }
    if (outcome === 'completed') throw new AppError('conflict', PAYMENT_BEING_CONFIRMED);
    await transitionOrder(deps.db, open.id, ['pending'], 'expired', deps.clock().toISOString());
  }
}

export const PAYMENT_BEING_CONFIRMED = 'Your last payment is still being confirmed. Please wait a minute, then check your plan again.';

async function toDtos(deps: Pick<AppDeps, 'db'>, orders: OrderRecord[]): Promise<OrderDto[]> {
  const names = new Map((await listPlans(deps.db)).map((plan) => [plan._id as string, plan.name]));
  const planRef = (id: string) => ({ id: id as PlanId, name: names.get(id) ?? id });
  return orders.map((order) => ({
    id: order.id,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    planFrom: order.planFrom ? planRef(order.planFrom) : null,
    planTo: planRef(order.planTo),
    amount: order.amountCents,
    fee: order.feeCents,
    feePercentage: order.feePercentage,
    total: order.totalCents,
    currency: order.currency,
    status: order.status,
  }));
}

/** GET /api/orders: the user's orders, newest first (checkouts left unpaid past their time show as expired). */
export async function listOrders(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string): Promise<OrderDto[]> {
  await expireStaleOrders(deps.db, deps.clock().toISOString(), userId);
  return toDtos(deps, await listOrdersOfUser(deps.db, userId));
}

/** GET /api/orders/:id: one of the user's own orders (another user's is not found). */
export async function getOrder(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string, id: string): Promise<OrderDto> {
  await expireStaleOrders(deps.db, deps.clock().toISOString(), userId);
  const order = await findOrderOfUser(deps.db, userId, id);
  if (!order) throw new AppError('not_found', 'Order not found.');
  const [dto] = await toDtos(deps, [order]);
  return dto as OrderDto;
}
