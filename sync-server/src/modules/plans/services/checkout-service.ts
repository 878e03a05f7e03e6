import type { PaymentProvider } from '../adapters/payments/payment-provider';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import type { CheckoutResponse, OrderDto } from '../contract/checkout-dto';
import type { PlanId } from '../contract/plan-dto';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { NewOrder, OrderRecord } from '../repositories/order-repository';
import { expireStaleOrders, findOrderOfUser, insertOrder, listOrdersOfUser, listPendingOrdersOfUser, setOrderSession, transitionOrder } from '../repositories/order-repository';
import { isUniqueViolation } from '../../../db/database-errors';
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
  await claimCheckout(deps, deps.payments, order);
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
  if (!(await setOrderSession(deps.db, order.id, session.id, deps.clock().toISOString()))) {
    // A checkout started meanwhile closed this one: its session must not stay payable.
    await deps.payments.expireCheckoutSession(session.id).catch((error: unknown) => deps.logger.warn({ orderId: order.id, err: { name: (error as Error)?.name } }, 'could not close a replaced checkout session'));
    throw new AppError('conflict', CHECKOUT_REPLACED);
  }
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

/** How long a pending order may wait for its provider session before another checkout may take its place. */
const SESSION_START_GRACE_MS = 2 * 60_000;
const CLAIM_ATTEMPTS = 3;

/**
 * A user has one payable checkout at a time, held by the database (a partial unique index: one
 * pending order per user, migration 2026-11-26-001), so it holds for parallel requests and several
 * server processes on SQLite and PostgreSQL alike. A new checkout takes the place of the earlier
 * one: that one is closed at the provider first (one paid a moment ago, its confirmation still on
 * the way, stops the new checkout), then the new order is stored. A checkout still being started
 * by another request (no session yet) is not closed under it: the new one is refused with 409.
 */
async function claimCheckout(deps: CheckoutDeps, provider: PaymentProvider, order: NewOrder): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await expireStaleOrders(deps.db, deps.clock().toISOString(), order.userId);
    try {
      await insertOrder(deps.db, order);
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === CLAIM_ATTEMPTS) throw isUniqueViolation(error) ? new AppError('conflict', CHECKOUT_STARTING) : error;
    }
    for (const open of await listPendingOrdersOfUser(deps.db, order.userId)) await closeCheckout(deps, provider, open);
  }
}

async function closeCheckout(deps: CheckoutDeps, provider: PaymentProvider, open: OrderRecord): Promise<void> {
  const now = deps.clock();
  if (open.providerSessionId === null) {
    // Another request is creating its session right now, or died doing so a while ago.
    if (now.getTime() - Date.parse(open.createdAt) < SESSION_START_GRACE_MS) throw new AppError('conflict', CHECKOUT_STARTING);
    await transitionOrder(deps.db, open.id, ['pending'], 'failed', now.toISOString());
    return;
  }
  let outcome: 'expired' | 'completed';
  try {
    outcome = await provider.expireCheckoutSession(open.providerSessionId);
  } catch (error) {
    throw providerUnavailable(deps, error, open.id);
  }
  if (outcome === 'completed') throw new AppError('conflict', PAYMENT_BEING_CONFIRMED);
  await transitionOrder(deps.db, open.id, ['pending'], 'expired', deps.clock().toISOString());
}

export const PAYMENT_BEING_CONFIRMED = 'Your last payment is still being confirmed. Please wait a minute, then check your plan again.';
export const CHECKOUT_STARTING = 'Another checkout for your account is starting. Please use that one, or try again in a moment.';
export const CHECKOUT_REPLACED = 'A newer checkout for your account replaced this one. Please use that one.';

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
