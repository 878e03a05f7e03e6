import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../../../db/schema';
import type { AppEnv } from '../../../../../http/app-env';
import type { EmbeddedSession, EmbeddedSessionObject } from '../../../repositories/embedded-checkout-repository';
import { closeEmbeddedSession, findEmbeddedSession, reopenEmbeddedSession } from '../../../repositories/embedded-checkout-repository';
import { signPaymentEvent } from '../webhook-signature';
import { checkoutMessagePage, checkoutPage } from './embedded-checkout-page';
import { judgeTestCard } from './test-cards';

/** Sends a signed event to POST /api/payments/webhook and answers its status. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

export interface EmbeddedCheckoutDeps {
  db: Kysely<Database>;
  clock: () => Date;
  logger: Logger;
  webhookSecret: string;
  deliver: WebhookDelivery;
}

const SESSION_ID = /^cs_test_[0-9a-f]{48}$/;
const NOT_FOUND = { title: 'Checkout not found', text: 'This checkout does not exist. Please start again from the plans page.' };

/** A Stripe-shaped event around a session, as Stripe would send it. */
function eventFor(type: 'checkout.session.completed' | 'checkout.session.expired', session: EmbeddedSessionObject, now: Date): string {
  return JSON.stringify({
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: null,
    created: Math.floor(now.getTime() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

function formText(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/**
 * The embedded provider's hosted checkout page (demo mode): GET shows the order and a test card
 * form; POST pays. A paying card closes the session once (a second submit finds it closed), sends
 * a Stripe-signed checkout.session.completed event to the webhook, and redirects to the success
 * URL. An expired session sends checkout.session.expired. Cancel is a link to the cancel URL.
 */
export function embeddedCheckoutRoutes(deps: EmbeddedCheckoutDeps) {
  async function deliver(type: 'checkout.session.completed' | 'checkout.session.expired', session: EmbeddedSessionObject): Promise<boolean> {
    const now = deps.clock();
    const body = eventFor(type, session, now);
    // Signed with the real time: the webhook checks the signature's age against its own clock.
    const status = await deps.deliver(body, signPaymentEvent(body, deps.webhookSecret)).catch(() => 0);
    if (status < 200 || status > 299) deps.logger.warn({ type, status }, 'embedded checkout: webhook delivery failed');
    return status >= 200 && status <= 299;
  }

  /** The session, closed as expired (with its event) once its time is up. */
  async function load(id: string): Promise<EmbeddedSession | undefined> {
    if (!SESSION_ID.test(id)) return undefined;
    const checkout = await findEmbeddedSession(deps.db, id);
    if (!checkout) return undefined;
    const now = deps.clock();
    if (checkout.status === 'open' && Date.parse(checkout.expiresAt) <= now.getTime()) {
      if (await closeEmbeddedSession(deps.db, id, 'expired', now.toISOString())) {
        await deliver('checkout.session.expired', { ...checkout.session, status: 'expired', url: null });
      }
      return { ...checkout, status: 'expired' };
    }
    return checkout;
  }

  function closedPage(checkout: EmbeddedSession) {
    return checkout.status === 'complete'
      ? checkoutMessagePage('Already paid', 'This order is paid. Thank you!', { href: checkout.session.success_url, label: 'Continue' })
      : checkoutMessagePage('Checkout expired', 'This checkout has expired and can no longer be paid. Please start again from the plans page.', {
          href: checkout.session.cancel_url,
          label: 'Back to plans',
        });
  }

  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      // With the app's no-referrer policy a browser sends `Origin: null` with the form's POST, which
      // the cross-site guard refuses; same-origin keeps the real origin on it and still sends no
      // address to other sites.
      c.header('Referrer-Policy', 'same-origin');
    })
    .use('*', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.html(checkoutMessagePage('Too large', 'The form was too large. Please go back and try again.', { href: '/plans', label: 'Back to plans' }), 413) }))
    .get('/:id', async (c) => {
      const checkout = await load(c.req.param('id'));
      if (!checkout) return c.html(checkoutMessagePage(NOT_FOUND.title, NOT_FOUND.text, { href: '/plans', label: 'Back to plans' }), 404);
      if (checkout.status !== 'open') return c.html(closedPage(checkout));
      return c.html(checkoutPage(checkout, c.req.path));
    })
    .post('/:id', async (c) => {
      const checkout = await load(c.req.param('id'));
      if (!checkout) return c.html(checkoutMessagePage(NOT_FOUND.title, NOT_FOUND.text, { href: '/plans', label: 'Back to plans' }), 404);
      if (checkout.status !== 'open') return c.html(closedPage(checkout), 409);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const values = { number: formText(form.number, 40), expiry: formText(form.expiry, 10), cvc: formText(form.cvc, 10), name: formText(form.name, 100) };
      const now = deps.clock();
      const verdict = judgeTestCard(values, now);
      if (!verdict.ok) return c.html(checkoutPage(checkout, c.req.path, { values, verdict }), 402);

      if (!(await closeEmbeddedSession(deps.db, checkout.id, 'complete', now.toISOString()))) {
        // Paid by a submit a moment ago (a double click): the order is already on its way.
        return c.redirect(checkout.session.success_url, 303);
      }
      const paid: EmbeddedSessionObject = { ...checkout.session, status: 'complete', payment_status: 'paid', url: null };
      if (!(await deliver('checkout.session.completed', paid))) {
        await reopenEmbeddedSession(deps.db, checkout.id);
        return c.html(
          checkoutPage(checkout, c.req.path, { values, error: 'We could not confirm your payment, so nothing was charged. Please try again in a moment.' }),
          502,
        );
      }
      return c.redirect(checkout.session.success_url, 303);
    });
}
