import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO, logIn } from './support/accounts';
import { expect, testWithServerSettings } from './support/fixtures';

// The shared servers run in demo mode, where admins need no second factor; this one requires it.
const test = testWithServerSettings({ ADMIN_MFA_REQUIRED: 'true' });

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

/** What an authenticator app shows now, or `stepsAhead` 30-second steps later. */
function totp(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

async function logOut(page: Page) {
  expect((await page.request.post('/api/auth/logout', { data: {} })).status()).toBe(200);
}

test('an admin enrols an authenticator app at sign-in, then signs in with a code or a recovery code', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Set Up Two-Step Verification' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeField = page.getByRole('textbox', { name: '6-digit code' });
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: 'test-results/admin-mfa-enrol.png', fullPage: true });
  // Nothing is signed in yet.
  expect((await page.request.get('/api/users/current')).status()).toBe(401);

  const right = await totp(secret);
  await codeField.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and Continue' }).click();
  await expect(page.getByText('That code did not work. Enter the current code from your authenticator app.')).toBeVisible();

  await codeField.fill(await totp(secret));
  await page.getByRole('button', { name: 'Verify and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Save Your Recovery Codes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.screenshot({ path: 'test-results/admin-mfa-recovery-codes.png', fullPage: true });
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();

  // Later: the password, then the current code (the next step's: the enrolment's code is used up).
  await logOut(page);
  await logIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await totp(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // And with a recovery code instead.
  await logOut(page);
  await logIn(page, DEMO.admin);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
