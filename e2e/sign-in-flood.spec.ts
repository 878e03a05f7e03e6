import type { Page } from '@playwright/test';
import { FREE_ATTEMPTS, pauseAfter } from '../sync-server/src/auth/account-backoff';
import { latestEmailLink, logIn, uniqueEmail } from './support/accounts';
import { expect, testWithServerSettings } from './support/fixtures';

// A flood needs addresses of its own: this server trusts one proxy hop (X-Forwarded-For).
const test = testWithServerSettings({ TRUST_PROXY: '1' });

test.use({ serviceWorkers: 'block' });

const PASSWORD = 'willow-harbor-ember-42';
const REFUSAL = /Too many sign-in attempts\. Please try again in (a second|\d+ seconds|a minute|\d+ minutes), or e-mail yourself a sign-in link\./;
const PLANS_HEADING = "Let's Get Started";

/**
 * A flood at one account from ever new addresses (each its own X-Forwarded-For): each wrong
 * password is sent again until the account's pause lets it be counted, so the pauses grow as a
 * flood makes them (5 free tries, then 1, 2, 4, 8 and 16 s: auth/account-backoff.ts). Returns once
 * the last counted try set a pause of at least `seconds`: until it ends, no new browser gets a turn.
 */
async function floodUntilPause(url: string, email: string, seconds: number): Promise<void> {
  let sent = 0;
  const wrongPassword = async () => {
    sent += 1;
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}` },
      body: JSON.stringify({ email, password: 'not-the-password' }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  for (let counted = 1; pauseAfter(counted - 1) < seconds || counted <= FREE_ATTEMPTS + 1; counted += 1) {
    // Refused (429, held a second) while the pause lasts; counted (400) once it ends.
    await expect.poll(wrongPassword, { intervals: [250], timeout: 60_000 }).toBe(400);
  }
}

async function signUp(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Flo');
  await page.getByLabel('Last Name').fill('Od');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: PLANS_HEADING })).toBeVisible();
}

test('during a flood at an account, the browser it was made in signs in, and a new browser gets in by an e-mailed link', async ({ page, browser, server }) => {
  const email = uniqueEmail('flooded');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();

  // A browser new to the account, at an address of its own, ready to log in.
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block', extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });
  const stranger = await context.newPage();
  await stranger.goto('/login');
  await stranger.getByLabel('Email').fill(email);
  await stranger.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);

  // The flood takes the account's turns: its last try sets a pause of 16 s.
  await floodUntilPause(server.url, email, 16);
  await stranger.getByRole('button', { name: 'Log In' }).click();
  await expect(stranger.getByText(REFUSAL)).toBeVisible();

  // The browser that made the account is a known device: its own allowance, no pause.
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: PLANS_HEADING })).toBeVisible();

  await stranger.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(stranger.getByText('If an account exists for that email, a sign-in link is on its way. It works once, for 15 minutes.')).toBeVisible();
  // The inbox (the embedded outbox answers loopback callers only, not the stranger's address).
  const link = await latestEmailLink(page.request, email, 'Your sign-in link');
  expect(link).toMatch(/\/sign-in-link\?token=/);
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: PLANS_HEADING })).toBeVisible();
  // Used once: the same link again says so.
  await context.clearCookies();
  await stranger.goto(link);
  await expect(stranger.getByText('Sign-in Link Expired')).toBeVisible();
  await context.close();
});
