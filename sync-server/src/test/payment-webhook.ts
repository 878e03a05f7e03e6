import { randomBytes } from 'node:crypto';
import { signPaymentEvent } from '../modules/plans/adapters/payments/webhook-signature';
import type { TestApp, TestResponse } from './test-app';
import { TEST_WEBHOOK_SECRET } from './test-app';

/** A Stripe-shaped event around a session object, as Stripe sends it. */
export function paymentEvent(type: string, session: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', ...session } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** Delivers a raw event body to the webhook, signed with the test app's secret unless told otherwise. */
export async function deliverPaymentEvent(t: TestApp, rawBody: string, signature: string | null = signPaymentEvent(rawBody, TEST_WEBHOOK_SECRET)): Promise<TestResponse> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signature !== null) headers['Stripe-Signature'] = signature;
  return (await t.app.request('/api/payments/webhook', { method: 'POST', headers, body: rawBody })) as TestResponse;
}
