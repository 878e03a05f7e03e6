import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { listAnalyticsEvents } from '../repositories/analytics-event-repository';
import { deliverPaymentEvent, paymentEvent } from '../../../test/payment-webhook';
import type { CookieClient, TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('payment webhook on $dialect', ({ create }) => {
  let t: TestApp;
  let started = false;
  afterEach(async () => {
    if (started) await t.close();
    started = false;
  });

  interface Checkout {
    client: CookieClient;
    userId: string;
    sessionId: string;
    orderId: string;
    total: number;
  }

  /** A signed-in demo client who started a checkout for `planId`. */
  async function checkout(email: string, planId: string): Promise<Checkout> {
    if (!started) {
      t = await createTestApp({ database: await create() });
      started = true;
    }
    const client = t.client();
    expect((await client.login(email)).status).toBe(200);
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    const { id } = await (await client.post('/api/checkout', { planId })).json();
    const [order] = (await (await client.get('/api/orders')).json()).orders;
    return { client, userId, sessionId: id, orderId: order.id, total: order.total };
  }

  /** The session as Stripe sends it once paid. */
  function paidSession(c: Checkout, overrides: Record<string, unknown> = {}) {
    return {
      id: c.sessionId,
      amount_total: c.total,
      currency: 'usd',
      client_reference_id: c.userId,
      metadata: { orderId: c.orderId, userId: c.userId },
      payment_status: 'paid',
      status: 'complete',
      ...overrides,
    };
  }

  async function currentPlan(client: CookieClient) {
    return (await (await client.get('/api/users/current')).json()).plans[0]._id as string;
  }

  async function orderStatus(client: CookieClient) {
    return (await (await client.get('/api/orders')).json()).orders[0].status as string;
  }

  async function receipts(to: string) {
    return (await t.outbox(to)).filter((email) => email.subject.startsWith('Your receipt'));
  }

  it('fulfils a paid checkout.session.completed: the order is paid, the plan changes at once, a receipt goes out, order_paid is recorded', async () => {
    const c = await checkout(DEMO.free, 'premium');
    const response = await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c)));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'fulfilled' });
    expect(await currentPlan(c.client)).toBe('premium');
    const [order] = (await (await c.client.get('/api/orders')).json()).orders;
    expect(order).toMatchObject({ status: 'paid', total: 30797 });
    expect(order.paidAt).toEqual(expect.any(String));
    const [receipt] = await receipts(DEMO.free);
    expect(receipt?.text).toContain('Premium plan: $299.00');
    expect(receipt?.text).toContain('Processing fee (3%): $8.97');
    expect(receipt?.text).toContain('Total paid: $307.97');
    const paid = await listAnalyticsEvents(t.database.db, { name: 'order_paid', limit: 5 });
    expect(paid.map((event) => event.properties)).toEqual([{ planId: 'premium', fromPlanId: 'free', totalCents: 30797, currency: 'usd' }]);
  });

  it('refuses a missing, wrong or stale signature with 400 and changes nothing', async () => {
    const c = await checkout(DEMO.free, 'essential');
    const body = paymentEvent('checkout.session.completed', paidSession(c));
    expect((await deliverPaymentEvent(t, body, null)).status).toBe(400);
    expect((await deliverPaymentEvent(t, body, 't=1,v1=deadbeef')).status).toBe(400);
    const { signPaymentEvent } = await import('../adapters/payments/webhook-signature');
    expect((await deliverPaymentEvent(t, body, signPaymentEvent(body, 'whsec_someone_elses_secret_0123456789'))).status).toBe(400);
    const stale = signPaymentEvent(body, 'whsec_test_secret_for_the_test_app_0123456789', Math.floor(Date.now() / 1000) - 600);
    expect((await deliverPaymentEvent(t, body, stale)).status).toBe(400);
    const tampered = body.replace(`"amount_total":${c.total}`, '"amount_total":1');
    expect((await deliverPaymentEvent(t, tampered, signPaymentEvent(body, 'whsec_test_secret_for_the_test_app_0123456789'))).status).toBe(400);
    expect((await deliverPaymentEvent(t, 'not json', null)).status).toBe(400);
    expect(await currentPlan(c.client)).toBe('free');
    expect(await orderStatus(c.client)).toBe('pending');
  });

  it('does not fulfil a wrong amount, a wrong currency, or a session naming another order or user', async () => {
    const c = await checkout(DEMO.free, 'premium');
    for (const overrides of [
      { amount_total: 100 },
      { currency: 'eur' },
      { metadata: { orderId: 'another-order', userId: c.userId } },
      { client_reference_id: 'someone-else' },
    ]) {
      const response = await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c, overrides)));
      expect(response.status).toBe(200);
      expect((await response.json()).outcome).toBe('mismatch');
    }
    expect(await currentPlan(c.client)).toBe('free');
    expect(await orderStatus(c.client)).toBe('pending');
    expect(await receipts(DEMO.free)).toEqual([]);
  });

  it('waits for an unpaid (delayed) payment until async_payment_succeeded, and closes the order on async_payment_failed', async () => {
    const c = await checkout(DEMO.free, 'essential');
    const unpaid = await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c, { payment_status: 'unpaid' })));
    expect((await unpaid.json()).outcome).toBe('awaiting_payment');
    expect(await currentPlan(c.client)).toBe('free');
    const succeeded = await deliverPaymentEvent(t, paymentEvent('checkout.session.async_payment_succeeded', paidSession(c)));
    expect((await succeeded.json()).outcome).toBe('fulfilled');
    expect(await currentPlan(c.client)).toBe('essential');

    const d = await checkout(DEMO.essential, 'premium');
    const failed = await deliverPaymentEvent(t, paymentEvent('checkout.session.async_payment_failed', paidSession(d, { payment_status: 'unpaid' })));
    expect((await failed.json()).outcome).toBe('marked_failed');
    expect(await orderStatus(d.client)).toBe('failed');
    expect(await currentPlan(d.client)).toBe('essential');
  });

  it('marks an expired session expired, and acknowledges unknown sessions and other event types without acting', async () => {
    const c = await checkout(DEMO.free, 'essential');
    expect((await (await deliverPaymentEvent(t, paymentEvent('checkout.session.expired', paidSession(c, { payment_status: 'unpaid', status: 'expired' })))).json()).outcome).toBe(
      'marked_expired',
    );
    expect(await orderStatus(c.client)).toBe('expired');
    const unknown = await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c, { id: 'cs_test_not_ours' })));
    expect(unknown.status).toBe(200);
    expect((await unknown.json()).outcome).toBe('unknown_session');
    const other = await deliverPaymentEvent(t, paymentEvent('customer.created', { id: 'cus_123' }));
    expect(await other.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('leaves a paid order paid when a late expired or failed event arrives, and the answer and the log say so', async () => {
    const lines: string[] = [];
    t = await createTestApp({ database: await create(), logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
    started = true;
    const c = await checkout(DEMO.free, 'essential');
    expect((await (await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c)))).json()).outcome).toBe('fulfilled');
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const late = await deliverPaymentEvent(t, paymentEvent(type, paidSession(c, { payment_status: 'unpaid', status: 'expired' })));
      expect(late.status).toBe(200);
      expect((await late.json()).outcome, type).toBe('order_not_pending');
    }
    expect(await orderStatus(c.client)).toBe('paid');
    expect(await currentPlan(c.client)).toBe('essential');
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; eventType?: string; outcome?: string; orderId?: string; orderStatus?: string }).filter((line) => line.msg === 'payment event');
    expect(logged.map(({ eventType, outcome, orderId, orderStatus }) => ({ eventType, outcome, orderId, orderStatus }))).toEqual([
      { eventType: 'checkout.session.completed', outcome: 'fulfilled', orderId: c.orderId, orderStatus: 'paid' },
      { eventType: 'checkout.session.expired', outcome: 'order_not_pending', orderId: c.orderId, orderStatus: 'paid' },
      { eventType: 'checkout.session.async_payment_failed', outcome: 'order_not_pending', orderId: c.orderId, orderStatus: 'paid' },
    ]);
  });

  it('still fulfils a payment that arrives after its order was marked expired (paid at the last moment)', async () => {
    const c = await checkout(DEMO.free, 'essential');
    t.clock.advance(61 * 60 * 1000);
    expect(await orderStatus(c.client)).toBe('expired');
    expect((await (await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c)))).json()).outcome).toBe('fulfilled');
    expect(await orderStatus(c.client)).toBe('paid');
    expect(await currentPlan(c.client)).toBe('essential');
  });

  it('applies a replayed delivery once', async () => {
    const c = await checkout(DEMO.free, 'premium');
    const body = paymentEvent('checkout.session.completed', paidSession(c));
    expect((await (await deliverPaymentEvent(t, body)).json()).outcome).toBe('fulfilled');
    expect((await (await deliverPaymentEvent(t, body)).json()).outcome).toBe('already_fulfilled');
    expect((await (await deliverPaymentEvent(t, paymentEvent('checkout.session.async_payment_succeeded', paidSession(c)))).json()).outcome).toBe('already_fulfilled');
    const plans = (await (await c.client.get('/api/users/current')).json()).plans.map((plan: { _id: string }) => plan._id);
    expect(plans).toEqual(['premium', 'free']);
    expect(await receipts(DEMO.free)).toHaveLength(1);
  });

  it('applies 10 concurrent deliveries of the same payment exactly once', async () => {
    const c = await checkout(DEMO.free, 'premium');
    const body = paymentEvent('checkout.session.completed', paidSession(c));
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverPaymentEvent(t, body)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(responses.map(async (response) => (await response.json()).outcome as string));
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_fulfilled')).toHaveLength(9);
    const plans = (await (await c.client.get('/api/users/current')).json()).plans.map((plan: { _id: string }) => plan._id);
    expect(plans).toEqual(['premium', 'free']);
    expect(await receipts(DEMO.free)).toHaveLength(1);
    expect(await listAnalyticsEvents(t.database.db, { name: 'order_paid', limit: 20 })).toHaveLength(1);
  });

  it('refunds a payment for a plan the user already has or is above (an admin moved them meanwhile), and says so', async () => {
    const c = await checkout(DEMO.free, 'essential');
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.post('/api/plans', { userId: c.userId, plan: 'premium' })).status).toBe(200);
    const refunds: unknown[] = [];
    const provider = t.deps.payments as NonNullable<typeof t.deps.payments>;
    t.deps.payments = { ...provider, refund: async (payment) => void refunds.push(payment) };
    const response = await deliverPaymentEvent(t, paymentEvent('checkout.session.completed', paidSession(c, { payment_intent: 'pi_42' })));
    expect((await response.json()).outcome).toBe('refunded');
    expect(refunds).toEqual([{ orderId: c.orderId, paymentIntent: 'pi_42' }]);
    expect(await orderStatus(c.client)).toBe('refunded');
    expect(await currentPlan(c.client)).toBe('premium');
    expect(await receipts(DEMO.free)).toEqual([]);
    const [notice] = (await t.outbox(DEMO.free)).filter((email) => email.subject === 'Refund: Essential plan');
    expect(notice?.text).toContain('has been refunded in full: your account is already on the Premium plan');
  });

  it('answers 503 when such a refund fails, keeps the order paid, and refunds when the event comes again', async () => {
    const c = await checkout(DEMO.free, 'essential');
    const admin = t.client();
    await admin.login(DEMO.admin);
    await admin.post('/api/plans', { userId: c.userId, plan: 'premium' });
    const provider = t.deps.payments as NonNullable<typeof t.deps.payments>;
    t.deps.payments = { ...provider, refund: () => Promise.reject(new Error('card network down')) };
    const body = paymentEvent('checkout.session.completed', paidSession(c, { payment_intent: 'pi_43' }));
    expect((await deliverPaymentEvent(t, body)).status).toBe(503);
    expect(await orderStatus(c.client)).toBe('paid');
    t.deps.payments = { ...provider, refund: () => Promise.resolve() };
    expect((await (await deliverPaymentEvent(t, body)).json()).outcome).toBe('refunded');
    expect(await orderStatus(c.client)).toBe('refunded');
  });

  it('acknowledges a signed event whose session lacks its fields, without acting or failing', async () => {
    const c = await checkout(DEMO.free, 'essential');
    for (const object of [{ amount_total: c.total }, { id: 42 }]) {
      const body = JSON.stringify({ id: 'evt_odd', object: 'event', type: 'checkout.session.completed', data: { object } });
      const response = await deliverPaymentEvent(t, body);
      expect(response.status).toBe(200);
      expect((await response.json()).outcome).toBe('ignored');
    }
    const noData = await deliverPaymentEvent(t, JSON.stringify({ id: 'evt_odd', object: 'event', type: 'checkout.session.completed' }));
    expect(noData.status).toBe(200);
    expect(await orderStatus(c.client)).toBe('pending');
  });

  it('acknowledges and ignores a correctly signed body that is not an event (null, a number, an array, no type)', async () => {
    const c = await checkout(DEMO.free, 'essential');
    for (const body of ['null', '42', '"text"', '[]', '{}', '{"type":7}']) {
      const response = await deliverPaymentEvent(t, body);
      expect(response.status, body).toBe(200);
      expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    expect(await orderStatus(c.client)).toBe('pending');
  });
});
