import { DEMO, logIn, signUpByApi, uniqueEmail } from './support/accounts';
import { payWithCard } from './support/checkout';
import { flashTextAfter } from './support/flash';
import { expect, test } from './support/fixtures';

// The service worker (its precache: about 230 files, 1.9 MB) only in the tests that need it.
test.use({ serviceWorkers: 'block' });

test('a signed-in user without a plan is sent to /plans and initialises the free plan', async ({ page }) => {
  await signUpByApi(page, { firstName: 'Fran' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();
  await page.getByRole('button', { name: 'Start Free: Free' }).click();
  await expect(page.getByTestId('flash')).toContainText('Free plan initialized!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hi Fran!' })).toBeVisible();
  // The Free plan's assessments, none started, and the upgrade offer.
  const assessments = page.getByRole('list', { name: 'Your assessments' }).getByRole('listitem');
  await expect(assessments).toHaveCount(4);
  await expect(assessments.getByRole('link', { name: /NEO Personality Inventory/ })).toHaveAttribute('href', '/assess/neo');
  await expect(page.getByRole('heading', { name: 'Want More?' })).toBeVisible();
});

test('a visitor choosing a paid plan signs up with the plan carried over, then pays at checkout', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/plans$/);
  await page.getByRole('button', { name: 'Get Started: Essential' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Selected plan: Essential')).toBeVisible();
  await page.getByLabel('First Name').fill('Paula');
  await page.getByLabel('Last Name').fill('Paid');
  await page.getByLabel('Email').fill(uniqueEmail('paid'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('paula-password');
  await page.getByLabel('Confirm Password').fill('paula-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Essential plan')).toBeVisible();
  await expect(page.getByTestId('checkout-price')).toHaveText('$149.00');
  await expect(page.getByText('Processing fee (3%)')).toBeVisible();
  await expect(page.getByTestId('checkout-fee')).toHaveText('$4.47');
  await expect(page.getByTestId('checkout-total')).toHaveText('$153.47');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The hosted page shows the order the server priced; only then does the page's clock stop (a quiet
  // fresh clone's run stopped it while the page was still changing, and lost the page it read).
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('embedded-total')).toHaveText('$153.47');
  const flashText = await flashTextAfter(page, () => payWithCard(page, '4242 4242 4242 4242'));
  expect(flashText).toContain('Order placed! You will receive an email confirmation.');
  await expect(page.getByRole('heading', { name: 'Hi Paula!' })).toBeVisible();
  // Essential: consent first, the Myers-Briggs step, and the results session.
  await expect(page.getByRole('link', { name: /Myers Briggs Type Indicator/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Results Session' })).toBeVisible();
});

test('a visitor choosing Free signs up and lands on the dashboard with the free plan', async ({ page }) => {
  await page.goto('/plans');
  await page.getByRole('button', { name: 'Get Started: Free' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('First Name').fill('Finn');
  await page.getByLabel('Last Name').fill('Free');
  await page.getByLabel('Email').fill(uniqueEmail('free'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('finch-meadow-river');
  await page.getByLabel('Confirm Password').fill('finch-meadow-river');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByTestId('flash')).toContainText('Free plan initialized!');
  await expect(page.getByRole('heading', { name: 'Hi Finn!' })).toBeVisible();
});

test('the comparison table has the Feature / Free / Essential / Premium columns, ticks and info tooltips', async ({ page }) => {
  await page.goto('/plans');
  const table = page.getByRole('table', { name: 'Plan comparison' });
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'Free', 'Essential', 'Premium']);
  const interview = table.getByRole('row').filter({ hasText: 'Psychosocial Interview' });
  await expect(interview.getByRole('img', { name: 'Not included in Free' })).toBeVisible();
  await expect(interview.getByRole('img', { name: 'Not included in Essential' })).toBeVisible();
  await expect(interview.getByRole('img', { name: 'Included in Premium' })).toBeVisible();
  const results = table.getByRole('row').filter({ hasText: 'Results Session' });
  await expect(results.getByRole('img', { name: 'Included in Essential' })).toBeVisible();
  await results.getByRole('button', { name: 'About Results Session' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Video: a live video chat of 45 minutes with a Ph.D. level career counselor.');
});

test('a paid user sees only upgrades at the difference in price; a premium user is not offered an upgrade', async ({ page, browser, baseURL }) => {
  await logIn(page, DEMO.essential);
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page.getByText('You are on the Essential plan.')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Plans' }).locator('section');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Premium');
  await expect(cards.first()).toContainText('$150');
  await page.getByRole('button', { name: 'Upgrade: Premium' }).click();
  await expect(page.getByTestId('checkout-price')).toHaveText('$150.00');
  await expect(page.getByTestId('checkout-fee')).toHaveText('$4.50');
  await expect(page.getByTestId('checkout-total')).toHaveText('$154.50');

  const premium = await (await browser.newContext({ baseURL })).newPage();
  await logIn(premium, DEMO.premium);
  await expect(premium.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Results' })).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await premium.context().close();
});

test('checkout without a chosen plan goes back to the plans', async ({ page }) => {
  await logIn(page, DEMO.free);
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/plans$/);
});
