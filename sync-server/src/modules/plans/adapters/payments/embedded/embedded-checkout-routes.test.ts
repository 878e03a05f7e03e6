import { afterEach, describe, expect, it } from 'vitest';
import type { CookieClient, TestApp } from '../../../../../test/test-app';
import { DEMO, createTestApp } from '../../../../../test/test-app';

describe('the embedded hosted checkout (demo mode)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function startCheckout(planId = 'premium'): Promise<{ client: CookieClient; path: string }> {
    t = await createTestApp();
    const client = t.client();
    await client.login(DEMO.free);
    const { url } = await (await client.post('/api/checkout', { planId })).json();
    return { client, path: new URL(url as string).pathname };
  }

  const pay = (path: string, card: Record<string, string>) =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: t.deps.config.publicUrl },
      body: new URLSearchParams(card).toString(),
    });

  const GOOD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Frances Free' };

  async function planOf(client: CookieClient) {
    return (await (await client.get('/api/users/current')).json()).plans[0]._id as string;
  }

  it('shows the order, the total and a test card form with a cancel link, never cached', async () => {
    const { path } = await startCheckout();
    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const body = await page.text();
    expect(body).toContain('Premium plan');
    expect(body).toContain('Processing fee (3%)');
    expect(body).toContain('$8.97');
    expect(body).toContain('$307.97');
    expect(body).toContain('<label for="number">Card number</label>');
    expect(body).toContain(`href="${t.deps.config.publicUrl}/plans?canceled"`);
  });

  it('declines 4000 0000 0000 0002 with the decline message and changes nothing', async () => {
    const { client, path } = await startCheckout();
    const declined = await pay(path, { ...GOOD, number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('<div class="alert" role="alert">Your card was declined.</div>');
    expect(await planOf(client)).toBe('free');
    expect((await (await client.get('/api/orders')).json()).orders[0].status).toBe('pending');
  });

  it('pays with 4242 4242 4242 4242 through the signed webhook: redirect to /?success=true, the plan and a receipt', async () => {
    const { client, path } = await startCheckout();
    const paid = await pay(path, GOOD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(`${t.deps.config.publicUrl}/?success=true`);
    expect(await planOf(client)).toBe('premium');
    expect((await (await client.get('/api/orders')).json()).orders[0].status).toBe('paid');
    expect((await t.outbox(DEMO.free)).map((email) => email.subject)).toContain('Your receipt: Premium plan');
    // A second submit (a double click) finds the session closed and changes nothing more.
    const again = await pay(path, GOOD);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Already paid');
    expect((await (await client.get('/api/users/current')).json()).plans).toHaveLength(2);
  });

  it('leaves the session open and says nothing was charged when the payment cannot be confirmed', async () => {
    const { client, path } = await startCheckout();
    t.deps.paymentWebhookSecret = 'whsec_rotated_secret_the_page_does_not_know';
    const failed = await pay(path, GOOD);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain('We could not confirm your payment, so nothing was charged.');
    expect(await planOf(client)).toBe('free');
    expect((await t.app.request(path)).status).toBe(200);
  });

  it('expires after its hour: the page says so and the order is expired', async () => {
    const { client, path } = await startCheckout();
    t.clock.advance(60 * 60 * 1000 + 1);
    const page = await t.app.request(path);
    expect(await page.text()).toContain('This checkout has expired');
    expect((await pay(path, GOOD)).status).toBe(409);
    // The page delivered checkout.session.expired: the order is expired in the database itself.
    const { listOrdersOfUser } = await import('../../../repositories/order-repository');
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    expect((await listOrdersOfUser(t.database.db, userId))[0]?.status).toBe('expired');
    expect(await planOf(client)).toBe('free');
  });

  it('refuses a form body over 64 KiB', async () => {
    const { path } = await startCheckout();
    const huge = await pay(path, { ...GOOD, name: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
  });

  it('answers 404 for an unknown session, and the page does not exist where card payment is off', async () => {
    t = await createTestApp();
    expect((await t.app.request(`/embedded-checkout/cs_test_${'0'.repeat(48)}`)).status).toBe(404);
    expect((await t.app.request('/embedded-checkout/not-a-session')).status).toBe(404);
    await t.close();
    t = await createTestApp({ payments: null });
    const off = await t.app.request(`/embedded-checkout/cs_test_${'0'.repeat(48)}`, { headers: { Accept: 'text/html' } });
    // Only the app's static files answer (this test app has no build): no checkout route exists.
    expect(off.status).toBe(503);
    expect(await off.text()).toBe('The app has not been built yet. Run `npm run build` (or `npm start`, which builds first).');
  });
});
