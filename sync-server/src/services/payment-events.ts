import { receiptEmail } from '../adapters/email/email-templates';
import type { PaymentEvent } from '../adapters/payments/webhook-signature';
import type { AppDeps } from '../app-deps';
import type { PlanId } from '../contract/plan-dto';
import type { OrderRecord } from '../repositories/order-repository';
import { findOrderBySession, transitionOrder } from '../repositories/order-repository';
import { currentPlanOfUser, listPlans } from '../repositories/plan-repository';
import { findUserById } from '../repositories/user-repository';
import { changePlan } from './plan-change';

export type PaymentEventOutcome =
  | 'fulfilled'
  | 'already_fulfilled'
  | 'awaiting_payment'
  | 'marked_failed'
  | 'marked_expired'
  | 'unknown_session'
  | 'mismatch'
  | 'ignored';

type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'logger' | 'email' | 'analytics' | 'config'>;

/** The fields of a Checkout Session the server relies on. */
interface SessionFacts {
  id: string;
  payment_status?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
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

/**
 * Marks the order paid and moves the user to its plan, exactly once however many deliveries
 * arrive at the same time: one transaction whose conditional update (pending or expired -> paid)
 * only one delivery wins, with `user_plans.order_id` unique besides. The receipt is stored in the
 * same transaction. The plan is changed only upward: a user an admin has moved higher meanwhile
 * keeps their plan (the order is still recorded as paid).
 */
async function fulfil(deps: PaymentDeps, session: SessionFacts): Promise<PaymentEventOutcome> {
  const order = await orderOf(deps, session);
  if (typeof order === 'string') return order;
  if (session.payment_status !== 'paid') return 'awaiting_payment';
  if (session.amount_total !== order.totalCents || session.currency?.toLowerCase() !== order.currency) {
    deps.logger.error(
      { orderId: order.id, expectedTotal: order.totalCents, expectedCurrency: order.currency, paidTotal: session.amount_total, paidCurrency: session.currency },
      'payment event: amount or currency differs from the order; not applied',
    );
    return 'mismatch';
  }
  const user = await findUserById(deps.db, order.userId);
  if (!user) return 'unknown_session';
  const plans = new Map((await listPlans(deps.db)).map((plan) => [plan._id as string, plan]));
  const target = plans.get(order.planTo);
  const now = deps.clock();

  const changed = await deps.db.transaction().execute(async (trx) => {
    if (!(await transitionOrder(trx, order.id, ['pending', 'expired'], 'paid', now.toISOString()))) return false;
    const current = await currentPlanOfUser(trx, order.userId);
    if (target && (!current || target.order > current.order)) {
      await changePlan(trx, { userId: order.userId, planId: order.planTo as PlanId, source: 'checkout', orderId: order.id, at: now });
    } else {
      deps.logger.info({ orderId: order.id }, 'order paid; the user is already on this plan or a higher one, so the plan stays');
    }
    await deps.email.queue(
      trx,
      receiptEmail(
        user,
        {
          orderId: order.id,
          paidAt: now.toISOString(),
          planName: target?.name ?? order.planTo,
          fromPlanName: order.planFrom ? (plans.get(order.planFrom)?.name ?? order.planFrom) : null,
          amountCents: order.amountCents,
          feeCents: order.feeCents,
          feePercentage: order.feePercentage,
          totalCents: order.totalCents,
          currency: order.currency,
        },
        `${deps.config.publicUrl}/profile`,
      ),
    );
    return true;
  });
  if (!changed) return 'already_fulfilled';
  deps.email.flush();
  deps.logger.info({ orderId: order.id, plan: order.planTo }, 'order paid');
  await deps.analytics.track(
    'order_paid',
    { planId: order.planTo as PlanId, fromPlanId: (order.planFrom as PlanId | null) ?? null, totalCents: order.totalCents, currency: order.currency },
    { userId: order.userId },
  );
  return 'fulfilled';
}

async function close(deps: PaymentDeps, session: SessionFacts, to: 'failed' | 'expired'): Promise<PaymentEventOutcome> {
  const order = await orderOf(deps, session);
  if (typeof order === 'string') return order;
  await transitionOrder(deps.db, order.id, ['pending'], to, deps.clock().toISOString());
  return to === 'failed' ? 'marked_failed' : 'marked_expired';
}

/**
 * A verified payment event (Stripe's, or the embedded checkout's). A completed session fulfils its
 * order when paid; a delayed payment method waits for async_payment_succeeded. Failed and expired
 * sessions close their pending order. Every other event is acknowledged and ignored.
 */
export async function handlePaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<PaymentEventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return fulfil(deps, event.data.object);
    case 'checkout.session.async_payment_failed':
      return close(deps, event.data.object, 'failed');
    case 'checkout.session.expired':
      return close(deps, event.data.object, 'expired');
    default:
      return 'ignored';
  }
}
