import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStandIn } from '../../../../test/http-stand-in';
import type { TestApp } from '../../../../test/test-app';
import { DEMO, createTestApp } from '../../../../test/test-app';
import type { CheckoutSessionRequest } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';

const SECRET_KEY = 'sk_test_standin0123456789abcdef';

const REQUEST: CheckoutSessionRequest = {
  orderId: '0193a1b2-0000-7000-8000-000000000001',
  userId: 'user-1',
  customerEmail: 'pat@example.com',
  planId: 'premium',
  planName: 'Premium',
  fromPlanId: 'essential',
  amountCents: 15000,
  feeCents: 450,
  feePercentage: 3,
  currency: 'usd',
  successUrl: 'https://careers.example.com/?success=true',
  cancelUrl: 'https://careers.example.com/plans?canceled',
  expiresAt: new Date('2026-11-24T13:00:00Z'),
};

const SESSION = { id: 'cs_test_a1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' };

describe('the Stripe payment provider, against a local stand-in for api.stripe.com', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function standIn() {
    const stripe = await startHttpStandIn({ status: 200, body: SESSION });
    cleanups.push(stripe.close);
    const provider = createStripePaymentProvider({ secretKey: SECRET_KEY, api: { host: stripe.host, port: stripe.port, protocol: 'http' } });
    return { stripe, provider };
  }

  it('creates a Checkout Session with the plan and fee lines, the user and plan, the return URLs and the order as idempotency key', async () => {
    const { stripe, provider } = await standIn();
    expect(await provider.createCheckoutSession(REQUEST)).toEqual({ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/checkout/sessions');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toBe(`checkout-${REQUEST.orderId}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '15000',
      'line_items[0][price_data][product_data][name]': 'Premium plan (upgrade)',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][currency]': 'usd',
      'line_items[1][price_data][unit_amount]': '450',
      'line_items[1][price_data][product_data][name]': 'Processing fee (3%)',
      client_reference_id: 'user-1',
      customer_email: 'pat@example.com',
      'metadata[orderId]': REQUEST.orderId,
      'metadata[userId]': 'user-1',
      'metadata[planId]': 'premium',
      'metadata[fromPlanId]': 'essential',
      'payment_intent_data[metadata][orderId]': REQUEST.orderId,
      success_url: 'https://careers.example.com/?success=true',
      cancel_url: 'https://careers.example.com/plans?canceled',
      expires_at: String(Date.parse('2026-11-24T13:00:00Z') / 1000),
    });
  });

  it("turns Stripe's refusal into a message for the user that names no key, with the error type for the log", async () => {
    const { stripe, provider } = await standIn();
    stripe.reply(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` } });
    const error = await provider.createCheckoutSession(REQUEST).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).message).toBe('The card payment service could not start your checkout. Please try again in a few minutes.');
    expect(JSON.stringify((error as PaymentProviderError).detail)).not.toContain(SECRET_KEY);
    expect((error as PaymentProviderError).detail).toMatchObject({ statusCode: 401 });
  });

  it('expires an open session, says when one was paid meanwhile, and refunds a payment once per order', async () => {
    const { stripe, provider } = await standIn();
    const statuses: Record<string, string> = { cs_open: 'open', cs_paid: 'complete' };
    stripe.route((request) => {
      const id = /\/v1\/checkout\/sessions\/(\w+)/.exec(request.url)?.[1] ?? '';
      if (request.method === 'GET') return { status: 200, body: { id, object: 'checkout.session', status: statuses[id] } };
      if (request.url.endsWith('/expire')) return { status: 200, body: { id, object: 'checkout.session', status: 'expired' } };
      if (request.url === '/v1/refunds') return { status: 200, body: { id: 're_1', object: 'refund', status: 'succeeded' } };
      return undefined;
    });
    expect(await provider.expireCheckoutSession('cs_open')).toBe('expired');
    expect(await provider.expireCheckoutSession('cs_paid')).toBe('completed');
    expect(stripe.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /v1/checkout/sessions/cs_open',
      'POST /v1/checkout/sessions/cs_open/expire',
      'GET /v1/checkout/sessions/cs_paid',
    ]);
    await provider.refund({ orderId: REQUEST.orderId, paymentIntent: 'pi_123' });
    const refund = stripe.requests.at(-1);
    expect(refund?.url).toBe('/v1/refunds');
    expect(refund?.headers['idempotency-key']).toBe(`refund-${REQUEST.orderId}`);
    expect(Object.fromEntries(new URLSearchParams(refund?.body))).toEqual({ payment_intent: 'pi_123', 'metadata[orderId]': REQUEST.orderId });
  });

  describe('through POST /api/checkout', () => {
    let t: TestApp;
    afterEach(() => t.close());

    it('sends the browser to the session page Stripe returned, for the amounts the server computed', async () => {
      const { stripe, provider } = await standIn();
      t = await createTestApp({ payments: provider });
      const client = t.client();
      await client.login(DEMO.essential);
      const response = await client.post('/api/checkout', { planId: 'premium' });
      expect(await response.json()).toEqual({ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
      const sent = new URLSearchParams(stripe.requests[0]?.body);
      expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('15000');
      expect(sent.get('line_items[1][price_data][unit_amount]')).toBe('450');
      expect(sent.get('customer_email')).toBe(DEMO.essential);
      expect(sent.get('success_url')).toBe(`${t.deps.config.publicUrl}/?success=true`);
      const [order] = (await (await client.get('/api/orders')).json()).orders;
      expect(order).toMatchObject({ total: 15450, status: 'pending' });
      expect(sent.get('metadata[orderId]')).toBe(order.id);
    });
  });
});
