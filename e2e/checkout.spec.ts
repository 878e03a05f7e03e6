import type { Page } from '@playwright/test';
import { latestEmailLink, signUpByApi } from './support/accounts';
import { payWithCard } from './support/checkout';
import { flashTextAfter } from './support/flash';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

// The service worker (its precache: about 230 files, 1.9 MB) only in the tests that need it.
test.use({ serviceWorkers: 'block' });

/** A new client on the free plan, signed in, on the dashboard. */
async function freeClient(page: Page, firstName: string) {
  const account = await signUpByApi(page, { firstName, plan: 'free' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Hi ${firstName}!` })).toBeVisible();
  return account;
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a free client upgrades to Premium through the hosted checkout: the flash, the new plan, the interview row, the order and its receipt', async ({ page }) => {
    const { email } = await freeClient(page, 'Uma');
    await expect(page.getByRole('heading', { name: 'Want More?' })).toBeVisible();
    // With the service worker in control, the server's own checkout page must still be reached.
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: 'Upgrade Plan' }).click();
    await page.getByRole('button', { name: 'Upgrade: Premium' }).click();
    await expect(page.getByTestId('checkout-price')).toHaveText('$299.00');
    await expect(page.getByTestId('checkout-fee')).toHaveText('$8.97');
    await expect(page.getByTestId('checkout-total')).toHaveText('$307.97');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The hosted page shows the order the server priced.
    await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(page.getByTestId('embedded-total')).toHaveText('$307.97');
    const flashText = await flashTextAfter(page, () => payWithCard(page, '4242 4242 4242 4242'));

    await expect(page).toHaveURL(/\/$/);
    expect(flashText).toContain('Order placed! You will receive an email confirmation.');
    const sessions = page.getByRole('region', { name: 'Your sessions' });
    await expect(sessions.getByRole('link', { name: /Psychosocial Interview/ })).toBeVisible();
    await expect(sessions.getByRole('group', { name: 'Results Session' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Want More?' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Profile' }).click();
    const orders = page.getByRole('table', { name: 'Orders' });
    const row = orders.getByRole('row').nth(1);
    await expect(row).toContainText('Premium');
    await expect(row).toContainText('$299.00');
    await expect(row).toContainText('$8.97');
    await expect(row).toContainText('$307.97');
    await expect(row).toContainText('Paid');
    await row.getByRole('link', { name: /View receipt for the Premium order/ }).click();
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(page.getByTestId('receipt-total')).toHaveText('$307.97');
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();

    // The receipt e-mail, with a link back to the orders.
    expect(await latestEmailLink(page.request, email, 'Your receipt: Premium plan')).toMatch(/\/profile$/);
  });
});

test('a declined card says so on the hosted page and changes nothing', async ({ page }) => {
  await freeClient(page, 'Dana');
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Upgrade: Essential' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  const flashText = await flashTextAfter(page, () => page.getByRole('link', { name: 'Cancel and return' }).click());
  expect(flashText).toContain("Order canceled -- continue to shop around and checkout when you're ready.");
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByText('You are on the Free plan.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1)).toContainText('Pending');
});

test('checkout says plainly when the payment page cannot be opened, and keeps the order summary', async ({ page }) => {
  await freeClient(page, 'Owen');
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Upgrade: Essential' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$153.47');
  await page.route('**/api/checkout', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'unavailable', message: 'The card payment service could not start your checkout. Please try again in a few minutes.' } }) }),
  );
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('The card payment service could not start your checkout. Please try again in a few minutes.')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$153.47');
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
});
