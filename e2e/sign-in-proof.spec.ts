import type { Page } from '@playwright/test';
import { logIn, uniqueEmail } from './support/accounts';
import { expect, testWithServerSettings } from './support/fixtures';

// Proof of work is asked only under pressure; this server asks it of every unknown browser.
const test = testWithServerSettings({ SIGN_IN_PROOF: 'always' });

test.use({ serviceWorkers: 'block' });

const PASSWORD = 'copper-meadow-quartz-19';

/** Counts the challenges a page fetches (each is solved in the page's worker before the form is sent again). */
function countChallenges(page: Page) {
  let count = 0;
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/challenge') && response.status() === 200) count += 1;
  });
  return () => count;
}

test('a new browser solves the proof of work in a worker to sign up and to sign in; a known one is never asked', async ({ page, browser, server }) => {
  const challenges = countChallenges(page);
  const email = uniqueEmail('proof');
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Pru');
  await page.getByLabel('Last Name').fill('Dence');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  expect(challenges()).toBe(1);

  // The browser that signed up is known: logging in again asks no proof.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  expect(challenges()).toBe(1);

  // Another browser is not known: it solves one before its password is checked.
  const other = await (await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })).newPage();
  const otherChallenges = countChallenges(other);
  await logIn(other, email, PASSWORD);
  await expect(other.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  expect(otherChallenges()).toBe(1);
  await other.context().close();
});
