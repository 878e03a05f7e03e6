import { z } from 'zod';
import { receiptEmail, refundEmail } from '../../../adapters/email/email-templates';
import type { PaymentEvent } from '../adapters/payments/webhook-signature';
import type { AppDeps } from '../../../app-deps';
import type { PlanDto, PlanId } from '../contract/plan-dto';
import type { OrderRecord } from '../repositories/order-repository';
import { findOrderBySession, findOrderOfUser, transitionOrder } from '../repositories/order-repository';
import { currentPlanOfUser, isOrderApplied, listPlans } from '../repositories/plan-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById, lockUser } from '../../accounts/services/user-store';
import { changePlan } from './plan-change';

export type PaymentEventOutcome =
  | 'fulfilled'
  | 'already_fulfilled'
  | 'refunded'
  | 'refund_failed'
  | 'awaiting_payment'
  | 'marked_failed'
  | 'marked_expired'
  /** A failed or expired session whose order was no longer pending (paid, say): left as it was. */
  | 'order_not_pending'
  /** A second delivery found the refund already made: nothing more done. */
  | 'already_refunded'
  | 'unknown_session'
  | 'mismatch'
  | 'ignored';

type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'email' | 'analytics' | 'config' | 'payments' | 'metrics'>;

/** The fields of a Checkout Session the server relies on; an event without them is not acted on. */
const sessionFacts = z.object({
  id: z.string().min(1),
  payment_status: z.string().nullish(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});
type SessionFacts = z.infer<typeof sessionFacts>;

/** The checkout session an event carries, or undefined when it lacks the fields above. */
function sessionOf(event: PaymentEvent): SessionFacts | undefined {
  const parsed = sessionFacts.safeParse((event as { data?: { object?: unknown } }).data?.object);
  return parsed.success ? parsed.data : undefined;
}

/** The order a session belongs to, if the server created that session for that order and user. */
async function orderOf(deps: PaymentDeps, session: SessionFacts): Promise<OrderRecord | 'unknown_session' | 'mismatch'> {
  const order = await findOrderBySession(deps.db, session.id);
  if (!order) return 'unknown_session';
  if (session.metadata?.orderId !== order.id || session.client_reference_id !== order.userId) {
    deps.logger.error({ orderId: order.id }, 'payment event: the session does not name its order and user; not applied');
    return 'mismatch';
  }
  return order;
}

function receiptFor(deps: PaymentDeps, user: UserRecord, order: OrderRecord, plans: Map<string, PlanDto>, paidAt: string) {
  return receiptEmail(
    user,
    {
      orderId: order.id,
      paidAt,
      planName: plans.get(order.planTo)?.name ?? order.planTo,
      fromPlanName: order.planFrom ? (plans.get(order.planFrom)?.name ?? order.planFrom) : null,
      amountCents: order.amountCents,
      feeCents: order.feeCents,
      feePercentage: order.feePercentage,
      totalCents: order.totalCents,
      currency: order.currency,
    },
    `${deps.config.publicUrl}/profile`,
  );
}

/**
 * Gives back a payment whose plan could not be applied (the user was moved to that plan or a
 * higher one meanwhile): the order ends refunded and the user is told. If the provider refuses,
 * the order stays paid and the log says a refund is needed by hand.
 */
async function refundUnapplied(deps: PaymentDeps, user: UserRecord, order: OrderRecord, session: SessionFacts, plans: Map<string, PlanDto>): Promise<PaymentEventOutcome> {
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  try {
    if (!deps.payments) throw new Error('no payment provider');
    await deps.payments.refund({ orderId: order.id, paymentIntent });
  } catch (error) {
    deps.logger.error({ orderId: order.id, err: { name: (error as Error)?.name } }, 'order paid but its plan could not be applied, and the refund failed: refund it by hand');
    return 'refund_failed';
  }
  if (!(await transitionOrder(deps.db, order.id, ['paid'], 'refunded', deps.clock().toISOString()))) return 'already_refunded';
  const current = await currentPlanOfUser(deps.db, order.userId);
  await deps.email.send(
    refundEmail(
      user,
      { orderId: order.id, planName: plans.get(order.planTo)?.name ?? order.planTo, currentPlanName: current?.name ?? '', totalCents: order.totalCents, currency: order.currency },
      `${deps.config.publicUrl}/profile`,
    ),
  );
  deps.logger.info({ orderId: order.id }, 'order refunded: the user already had this plan or a higher one');
  return 'refunded';
}

/**
 * Marks the order paid and moves the user to its plan, exactly once however many deliveries
 * arrive at the same time: one transaction, which locks the user, and whose conditional update
 * (pending or expired -> paid) only one delivery wins; `user_plans.order_id` is unique besides.
 * The receipt is stored in the same transaction. The plan only moves up: a payment for a plan the
 * user already has, or is above, is refunded.
 */
async function fulfil(deps: PaymentDeps, session: SessionFacts): Promise<PaymentEventOutcome> {
  const order = await orderOf(deps, session);
  if (typeof order === 'string') return order;
  if (session.payment_status !== 'paid') return 'awaiting_payment';
  if (session.amount_total !== order.totalCents || session.currency?.toLowerCase() !== order.currency) {
    deps.logger.error(
      { orderId: order.id, expectedTotal: order.totalCents, expectedCurrency: order.currency, paidTotal: session.amount_total, paidCurrency: session.currency },
      'payment event: amount or currency differs from the order; not applied, check the payment by hand',
    );
    return 'mismatch';
  }
  const user = await findUserById(deps.db, order.userId);
  if (!user) return 'unknown_session';
  const plans = new Map((await listPlans(deps.db)).map((plan) => [plan._id as string, plan]));
  const target = plans.get(order.planTo);
  const now = deps.clock().toISOString();

  const result = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, order.userId);
    if (!(await transitionOrder(trx, order.id, ['pending', 'expired'], 'paid', now))) return 'already' as const;
    const current = await currentPlanOfUser(trx, order.userId);
    if (!target || (current && target.order <= current.order)) return 'unapplied' as const;
    await changePlan(trx, { userId: order.userId, planId: order.planTo as PlanId, source: 'checkout', orderId: order.id, at: new Date(now) });
    await deps.email.queue(trx, receiptFor(deps, user, order, plans, now));
    return 'applied' as const;
  });
  if (result === 'already') {
    // A delivery again after a refund that failed: try the refund once more.
    const stored = await findOrderOfUser(deps.db, order.userId, order.id);
    if (stored?.status === 'paid' && !(await isOrderApplied(deps.db, order.id))) return refundUnapplied(deps, user, order, session, plans);
    return 'already_fulfilled';
  }
  if (result === 'unapplied') return refundUnapplied(deps, user, order, session, plans);
  deps.email.flush();
  deps.metrics?.ordersFulfilled.inc();
  deps.logger.info({ orderId: order.id, plan: order.planTo }, 'order paid');
  await deps.analytics.track(
    'order_paid',
    { planId: order.planTo as PlanId, fromPlanId: (order.planFrom as PlanId | null) ?? null, totalCents: order.totalCents, currency: order.currency },
    { userId: order.userId },
  );
  return 'fulfilled';
}

/** Closes a pending order; one in any other state (paid meanwhile, closed already) stays as it is, and the outcome says so. */
async function close(deps: PaymentDeps, session: SessionFacts, to: 'failed' | 'expired'): Promise<PaymentEventOutcome> {
  const order = await orderOf(deps, session);
  if (typeof order === 'string') return order;
  if (!(await transitionOrder(deps.db, order.id, ['pending'], to, deps.clock().toISOString()))) return 'order_not_pending';
  return to === 'failed' ? 'marked_failed' : 'marked_expired';
}

/** The order a checkout event names and its state now, for the log line of that event (no personal data). */
export async function orderStateOfEvent(deps: Pick<AppDeps, 'db'>, event: PaymentEvent): Promise<{ orderId: string; orderStatus: string } | undefined> {
  const session = sessionOf(event);
  if (!session) return undefined;
  const order = await findOrderBySession(deps.db, session.id);
  return order ? { orderId: order.id, orderStatus: order.status } : undefined;
}

const CHECKOUT_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired'];

/**
 * A verified payment event (Stripe's, or the embedded checkout's). A completed session fulfils its
 * order when paid; a delayed payment method waits for async_payment_succeeded. Failed and expired
 * sessions close their pending order. Every other event, and one without the session's fields, is
 * acknowledged and ignored (a 2xx, so the provider does not send it again for days).
 */
export async function handlePaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<PaymentEventOutcome> {
  if (!CHECKOUT_EVENTS.includes(event.type)) return 'ignored';
  const session = sessionOf(event);
  if (!session) {
    deps.logger.warn({ eventType: event.type }, 'payment event without the checkout session fields; ignored');
    return 'ignored';
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfil(deps, session);
    case 'checkout.session.async_payment_failed':
      return close(deps, session, 'failed');
    default:
      return close(deps, session, 'expired');
  }
}
