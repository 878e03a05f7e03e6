import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAnalyticsEvents } from '../repositories/analytics-event-repository';
import type { CookieClient, TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

describe.each(cases)('checkout on $dialect', ({ create }) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function start(options: Parameters<typeof createTestApp>[0] = {}) {
    t = await createTestApp({ ...options, database: await create() });
  }

  async function signedIn(email: string): Promise<CookieClient> {
    const client = t.client();
    expect((await client.login(email)).status).toBe(200);
    return client;
  }

  async function ordersOf(client: CookieClient) {
    return (await (await client.get('/api/orders')).json()).orders as Array<Record<string, unknown>>;
  }

  it('prices an upgrade from the free plan at the full price plus 3%, and answers the session id and page', async () => {
    await start();
    const client = await signedIn(DEMO.free);
    const response = await client.post('/api/checkout', { planId: 'premium' });
    expect(response.status).toBe(200);
    const { id, url } = await response.json();
    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`${t.deps.config.publicUrl}/embedded-checkout/${id}`);
    expect(await ordersOf(client)).toEqual([
      expect.objectContaining({
        planFrom: { id: 'free', name: 'Free' },
        planTo: { id: 'premium', name: 'Premium' },
        amount: 29900,
        fee: 897,
        feePercentage: 3,
        total: 30797,
        currency: 'usd',
        status: 'pending',
        paidAt: null,
      }),
    ]);
    const [started] = await listAnalyticsEvents(t.database.db, { name: 'checkout_started', limit: 5 });
    expect(started?.properties).toEqual({ planId: 'premium', fromPlanId: 'free', totalCents: 30797, currency: 'usd' });
    expect(started?.distinctId).toMatch(/^u_[0-9a-f]{32}$/);
  });

  it('prices an upgrade from a paid plan as the difference, and a first plan at its price', async () => {
    await start();
    const essential = await signedIn(DEMO.essential);
    expect((await essential.post('/api/checkout', { planId: 'premium' })).status).toBe(200);
    expect(await ordersOf(essential)).toEqual([expect.objectContaining({ amount: 15000, fee: 450, total: 15450 })]);

    const planless = t.client();
    await planless.post('/api/auth/register', { firstName: 'Nia', lastName: 'New', email: 'nia@example.com', password: 'Lantern-Orchard-Quill-71', password2: 'Lantern-Orchard-Quill-71' });
    expect((await planless.post('/api/checkout', { planId: 'essential' })).status).toBe(200);
    expect(await ordersOf(planless)).toEqual([expect.objectContaining({ planFrom: null, amount: 14900, fee: 447, total: 15347 })]);
  });

  it('refuses the current plan, a lower plan, the free plan, an unknown plan, a price from the browser, admins and visitors', async () => {
    await start();
    const premium = await signedIn(DEMO.premium);
    const same = await premium.post('/api/checkout', { planId: 'premium' });
    expect(same.status).toBe(409);
    expect((await same.json()).error.message).toBe('You are already on the Premium plan.');
    const lower = await premium.post('/api/checkout', { planId: 'essential' });
    expect(lower.status).toBe(409);
    expect((await lower.json()).error.message).toBe('Essential is not an upgrade from your Premium plan.');
    expect((await premium.post('/api/checkout', { planId: 'free' })).status).toBe(409);
    const unknown = await premium.post('/api/checkout', { planId: 'gold' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.fields).toEqual({ planId: 'Unknown plan' });
    const free = await signedIn(DEMO.free);
    const priced = await free.post('/api/checkout', { planId: 'premium', price: 1 });
    expect(priced.status).toBe(400);
    expect((await priced.json()).error.fields).toEqual({ price: 'Unexpected field' });
    expect(await ordersOf(premium)).toEqual([]);
    expect((await (await signedIn(DEMO.admin)).post('/api/checkout', { planId: 'premium' })).status).toBe(403);
    expect((await t.client().post('/api/checkout', { planId: 'premium' })).status).toBe(401);
  });

  it('answers 503 with a clear message when card payment is off (no provider configured outside demo mode)', async () => {
    await start({ payments: null });
    const response = await (await signedIn(DEMO.free)).post('/api/checkout', { planId: 'essential' });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe('Card payment is not available right now. Please contact us to upgrade your plan.');
  });

  it('marks the order failed and says so plainly when the provider cannot start a checkout', async () => {
    const { PaymentProviderError } = await import('../adapters/payments/payment-provider');
    await start({
      payments: {
        kind: 'stripe',
        createCheckoutSession: () => Promise.reject(new PaymentProviderError('The card payment service could not start your checkout. Please try again in a few minutes.', { type: 'StripeConnectionError' })),
        expireCheckoutSession: () => Promise.resolve('expired'),
        refund: () => Promise.resolve(),
      },
    });
    const client = await signedIn(DEMO.free);
    const response = await client.post('/api/checkout', { planId: 'essential' });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe('The card payment service could not start your checkout. Please try again in a few minutes.');
    expect(await ordersOf(client)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('keeps one payable checkout per user: a new one closes the earlier session, so it cannot be paid twice', async () => {
    await start();
    const free = await signedIn(DEMO.free);
    const first = await (await free.post('/api/checkout', { planId: 'essential' })).json();
    const second = await (await free.post('/api/checkout', { planId: 'premium' })).json();
    expect((await ordersOf(free)).map((order) => [order.planTo, order.status])).toEqual([
      [{ id: 'premium', name: 'Premium' }, 'pending'],
      [{ id: 'essential', name: 'Essential' }, 'expired'],
    ]);
    const stale = await t.app.request(new URL(first.url as string).pathname);
    expect(await stale.text()).toContain('This checkout has expired');
    expect((await t.app.request(new URL(second.url as string).pathname)).status).toBe(200);
  });

  it('leaves at most one payable checkout when two start at the same moment, again and again', async () => {
    await start();
    const free = await signedIn(DEMO.free);
    for (let round = 0; round < 8; round += 1) {
      const started = await Promise.all([free.post('/api/checkout', { planId: 'essential' }), free.post('/api/checkout', { planId: 'premium' })]);
      expect(started.map((response) => response.status).every((status) => status === 200 || status === 409)).toBe(true);
      const urls = await Promise.all(started.filter((response) => response.status === 200).map(async (response) => (await response.json()).url as string));
      const payable = [];
      for (const url of urls) if (!(await (await t.app.request(new URL(url).pathname)).text()).includes('This checkout has expired')) payable.push(url);
      expect(payable.length).toBeLessThanOrEqual(1);
      const pending = (await ordersOf(free)).filter((order) => order.status === 'pending');
      expect(pending.length).toBeLessThanOrEqual(1);
    }
  });

  it('refuses a new checkout while the last one was paid and its confirmation is on the way', async () => {
    await start();
    const free = await signedIn(DEMO.free);
    const { id } = await (await free.post('/api/checkout', { planId: 'essential' })).json();
    const { closeEmbeddedSession } = await import('../repositories/embedded-checkout-repository');
    await closeEmbeddedSession(t.database.db, id as string, 'complete', t.clock.now().toISOString());
    const again = await free.post('/api/checkout', { planId: 'premium' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Your last payment is still being confirmed. Please wait a minute, then check your plan again.');
  });

  it("lists only the user's own orders; another user's order is not found", async () => {
    await start();
    const free = await signedIn(DEMO.free);
    await free.post('/api/checkout', { planId: 'essential' });
    const [order] = await ordersOf(free);
    expect((await free.get(`/api/orders/${order?.id as string}`)).status).toBe(200);
    const other = await signedIn(DEMO.essential);
    expect(await ordersOf(other)).toEqual([]);
    expect((await other.get(`/api/orders/${order?.id as string}`)).status).toBe(404);
    expect((await other.get('/api/orders/not-a-uuid')).status).toBe(400);
  });

  it('shows a checkout left unpaid past its hour as expired', async () => {
    await start();
    const free = await signedIn(DEMO.free);
    await free.post('/api/checkout', { planId: 'essential' });
    t.clock.advance(61 * 60 * 1000);
    expect(await ordersOf(free)).toEqual([expect.objectContaining({ status: 'expired' })]);
  });

  it('limits how many checkouts a user starts in an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await start();
      const free = await signedIn(DEMO.free);
      for (let i = 0; i < 20; i += 1) expect((await free.post('/api/checkout', { planId: 'essential' })).status).toBe(200);
      expect((await free.post('/api/checkout', { planId: 'essential' })).status).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});
