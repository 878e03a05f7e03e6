import { DEMO, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

test('an admin opening / goes to /admin, which lists every user with a search box', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('columnheader')).toHaveText(['First Name', 'Last Name', 'Email', 'Signed Up', 'Plan', 'Check-in']);
  await expect(table.getByRole('row').filter({ hasText: DEMO.essential })).toContainText('Essential');
  await expect(table.getByRole('row').filter({ hasText: DEMO.premium })).toContainText('Premium');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('priya');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(DEMO.premium);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('no such person');
  await expect(page.getByText('No users match "no such person".')).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Interests' })).toBeVisible();
});

test('a client on any admin route is sent to /', async ({ page }) => {
  await logIn(page, DEMO.free);
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Interests' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/database', '/admin/search-record']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  const response = await page.request.get('/api/users/');
  expect(response.status()).toBe(403);
});
