import { DEMO, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';
import { startTestServer } from './support/test-server';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

test('on a paid plan every assessment but consent is disabled until I Agree; then they open', async ({ browser }) => {
  // Its own server: giving consent changes the shared demo account for good.
  const server = await startTestServer();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await logIn(page, DEMO.essential);
    const list = page.getByRole('list', { name: 'Your assessments' });
    await expect(list.getByRole('link', { name: /Consent/ })).toHaveAttribute('href', '/assess/consent');
    const depression = list.getByRole('link', { name: /Depression Screening/ });
    await expect(depression).toHaveAttribute('aria-disabled', 'true');
    await expect(list.getByRole('link', { name: /NEO Personality Inventory/ })).toHaveAttribute('aria-disabled', 'true');

    await list.getByRole('link', { name: /Consent/ }).click();
    await expect(page.getByRole('button', { name: 'What is it?' })).toBeVisible();
    await expect(page.getByText('18 years of age or older')).toBeVisible();
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page.getByTestId('flash')).toContainText('Consent Complete!');
    await expect(page).toHaveURL(/\/$/);

    await expect(list.getByRole('link', { name: /Depression Screening/ })).toHaveAttribute('href', '/assess/depression-screening');
    await expect(list.getByRole('listitem').filter({ hasText: 'Consent' }).getByRole('img', { name: 'Completed' })).toBeVisible();
    const current = (await (await page.request.get('/api/users/current')).json()) as { consent: boolean };
    expect(current.consent).toBe(true);
  } finally {
    await context.close();
    await server.close();
  }
});
