import type { Browser, Page } from '@playwright/test';
import { latestEmailLink, logIn, uniqueEmail } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

// A flood needs addresses of its own: this server trusts one proxy hop (X-Forwarded-For).
const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startTestServer({ env: { TRUST_PROXY: '1' } });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

test.use({ serviceWorkers: 'block' });

const PASSWORD = 'willow-harbor-ember-42';
const REFUSAL = /Too many sign-in attempts\. Please try again in (a second|\d+ seconds|a minute|\d+ minutes), or e-mail yourself a sign-in link\./;
const PLANS_HEADING = "Let's Get Started";

/**
 * Wrong passwords at one account from ever new addresses, several at a time, until stopped: each
 * of the account's pauses is taken the moment it ends, as by a distributed flood.
 */
function floodAt(url: string, email: string) {
  let running = true;
  let sent = 0;
  let refused = 0;
  const loop = async () => {
    while (running) {
      sent += 1;
      const address = `198.18.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`;
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      }).catch(() => undefined);
      if (response?.status === 429) refused += 1;
      await response?.arrayBuffer();
    }
  };
  const loops = Array.from({ length: 10 }, loop);
  return {
    refused: () => refused,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
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

/** A browser new to the account, at an address of its own, that tries to log in until it is refused (the flood holds the pause). */
async function refusedNewBrowser(browser: Browser, url: string, email: string): Promise<Page> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block', extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${attempt + 7}` } });
    const page = await context.newPage();
    await logIn(page, email, PASSWORD);
    const outcome = await Promise.race([
      page.getByText(REFUSAL).waitFor().then(() => 'refused' as const),
      page.getByRole('heading', { name: PLANS_HEADING }).waitFor().then(() => 'in' as const),
    ]);
    if (outcome === 'refused') return page;
    // It found the moment between two of the flood's tries: try again as another new browser.
    await context.close();
  }
  throw new Error('the flood never held the account');
}

test('during a flood at an account, the browser it was made in signs in, and a new browser gets in by an e-mailed link', async ({ page, browser, server }) => {
  const email = uniqueEmail('flooded');
  await signUp(page, email);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();

  const flood = floodAt(server.url, email);
  try {
    // The flood holds the account's pauses once its tries are refused.
    await expect.poll(() => flood.refused()).toBeGreaterThan(3);

    // The browser that made the account is a known device: its own allowance, no pause.
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { name: PLANS_HEADING })).toBeVisible();

    const stranger = await refusedNewBrowser(browser, server.url, email);
    await stranger.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(stranger.getByText('If an account exists for that email, a sign-in link is on its way. It works once, for 15 minutes.')).toBeVisible();
    // The inbox (the embedded outbox answers loopback callers only, not the stranger's address).
    const link = await latestEmailLink(page.request, email, 'Your sign-in link');
    expect(link).toMatch(/\/sign-in-link\?token=/);
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { name: PLANS_HEADING })).toBeVisible();
    // Used once: the same link again says so.
    await stranger.context().clearCookies();
    await stranger.goto(link);
    await expect(stranger.getByText('Sign-in Link Expired')).toBeVisible();
  } finally {
    await flood.stop();
  }
});
