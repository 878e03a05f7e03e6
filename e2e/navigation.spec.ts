import type { Page } from '@playwright/test';
import { DEMO, logIn, signUpByApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { flashAfter } from './support/flash';
import { expectNoSeriousA11yViolations } from './support/axe';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

test('the landing hero rotates its three images every 7 seconds and leads to plans and login', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
  await expect(page.getByText('Data-Driven Career Assessments')).toBeVisible();
  await expect(page.locator('[data-hero-image]')).toHaveCount(3);
  await expect(page.locator('[data-hero-image="0"]')).toHaveAttribute('data-active', 'true');
  await page.clock.runFor(7000);
  await expect(page.locator('[data-hero-image="1"]')).toHaveAttribute('data-active', 'true');
  await page.clock.runFor(7000);
  await expect(page.locator('[data-hero-image="2"]')).toHaveAttribute('data-active', 'true');
  await page.clock.runFor(7000);
  await expect(page.locator('[data-hero-image="0"]')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/plans$/);
});

test('an unknown path shows Page Not Found with Go Home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
});

/** Opens `path` with the page's clock standing still until its flash shows (support/flash.ts). */
const openWithFlash = (page: Page, path: string) => flashAfter(page, () => page.goto(path));

test('a flash hides by itself after 5 seconds and stays on a click elsewhere', async ({ page }) => {
  // The exact 5000 ms boundary is pinned by the FlashBar component test; here, the real app.
  await signUpByApi(page);
  const flash = await openWithFlash(page, '/plans?canceled');
  await expect(flash).toContainText("Order canceled -- continue to shop around and checkout when you're ready.");
  await page.mouse.click(20, 600);
  await expect(flash).toBeVisible();
  await page.clock.runFor(5100);
  await expect(flash).toHaveCount(0);
});

test('a flash closes with its close button', async ({ page }) => {
  await signUpByApi(page);
  const flash = await openWithFlash(page, '/plans?canceled');
  await expect(flash).toContainText('Order canceled');
  await flash.getByRole('button', { name: 'Close' }).click();
  await expect(flash).toHaveCount(0);
});

test('protected routes show Loading... until the user is known, and the page scrolls to the top on navigation', async ({ page }) => {
  await logIn(page, DEMO.premium);
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/users/current', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/profile');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByTestId('profile-name')).toHaveText('Priya Premium');
  await page.unroute('**/api/users/current');

  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/plans');
  await expect(page.getByRole('table', { name: 'Plan comparison' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByTestId('profile-name')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a revoked session logs the user out and sends them to /login', async ({ page, browser, baseURL }) => {
  const { email, password } = await signUpByApi(page, { firstName: 'Sid', plan: 'free' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi Sid!' })).toBeVisible();

  // Logging out elsewhere revokes every session of the account.
  const elsewhere = await browser.newContext({ baseURL });
  await elsewhere.request.post('/api/auth/login', { data: { email, password } });
  await elsewhere.request.post('/api/auth/logout', { data: {} });
  await elsewhere.close();

  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('flash')).toContainText('Your session has expired. Please log in again.');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
});

test('at a phone width the top bar stays one line: the pages sit behind Menu, which opens, goes and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await signUpByApi(page);
  await page.goto('/profile');
  const bar = page.locator('header').first();
  const menu = bar.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(bar.getByText('Synced')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toBeHidden();
  // One line: the bar is no taller than on a laptop, and nothing is wider than the screen.
  await expect.poll(async () => (await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await menu.click();
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Upgrade Plan', 'Results', 'Profile']);
  await expect(main.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the top bar menu at a phone width');
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
  await expect(main).toBeHidden();

  await menu.click();
  await main.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(main).toBeHidden();
});
