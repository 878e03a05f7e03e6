import { DEMO, logIn, signUpByApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { openResult, resultRegion, resultsMenu } from './support/results';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

const WHY = 'Both are optional: with them, your personality answers are compared with estimated norms for your sex and age band; without them, with estimated norms for men and women of all ages.';
/** Varied answers, so another norm group moves the scores. */
const NEO_ANSWERS = Array.from({ length: 240 }, (_, index) => String((index * 7) % 5));

/** /results, once the menu offers the (completed) NEO, then its view. */
async function openNeoResult(page: Page) {
  await page.goto('/results');
  await expect(resultsMenu(page).getByRole('button', { name: 'NEO Personality Inventory', exact: true })).toBeEnabled();
  await openResult(page, 'NEO Personality Inventory');
}

test('a client gives a birth year and sex before the NEO, is compared with estimated norms for that group, and a change on the profile scores it again; the admin sees the same group', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { userId } = await signUpByApi(page, { plan: 'free' });

  await page.goto('/assess/neo');
  const step = page.getByRole('region', { name: 'About you (optional)' });
  await expect(step.getByText(WHY)).toBeVisible();
  await step.getByRole('textbox', { name: /Birth year/ }).fill('1995');
  await step.getByRole('radio', { name: 'Female', exact: true }).check();
  await step.getByRole('button', { name: 'Save' }).click();
  await expect(step.getByText('Saved. Your personality answers are compared with estimated norms for women aged 21 to 40.')).toBeVisible();

  const finished = await page.request.post('/api/answers', { data: { userId, assessmentId: 'neo', totalQuestions: 240, answers: NEO_ANSWERS, markComplete: true } });
  expect(finished.status()).toBe(200);

  await openNeoResult(page);
  const neo = resultRegion(page, 'NEO Personality Inventory');
  await expect(neo.getByText('Your answers are compared with estimated norms for women aged 21 to 40. No one in that group took this form')).toBeVisible();
  const neuroticism = neo.getByRole('row').filter({ hasText: 'Neuroticism' }).first();
  const before = await neuroticism.textContent();

  await page.goto('/profile');
  const about = page.getByRole('region', { name: 'About you' });
  await expect(about.getByText(WHY)).toBeVisible();
  await expect(about.getByRole('textbox', { name: /Birth year/ })).toHaveValue('1995');
  await expect(about.getByRole('radio', { name: 'Female', exact: true })).toBeChecked();
  await about.getByRole('textbox', { name: /Birth year/ }).fill('1960');
  await about.getByRole('radio', { name: 'Male', exact: true }).check();
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('Saved. Your personality answers are compared with estimated norms for men over 60. Your personality results were scored again.')).toBeVisible();

  await openNeoResult(page);
  await expect(resultRegion(page, 'NEO Personality Inventory').getByText('Your answers are compared with estimated norms for men over 60.')).toBeVisible();
  await expect(resultRegion(page, 'NEO Personality Inventory').getByRole('row').filter({ hasText: 'Neuroticism' }).first()).not.toHaveText(before ?? '');

  const admin = await browser.newPage();
  await logIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto(`/results/${userId}`);
  await expect(resultsMenu(admin).getByRole('button', { name: 'NEO Personality Inventory', exact: true })).toBeEnabled();
  await openResult(admin, 'NEO Personality Inventory');
  // the counselor reads of the client by name, not as "you"
  await expect(resultRegion(admin, 'NEO Personality Inventory').getByText("Erin's answers are compared with estimated norms for men over 60.")).toBeVisible();
  await admin.close();
});

test('a client who gives neither is told the combined norms are used, and a birth year out of range is refused', async ({ page }) => {
  await signUpByApi(page, { plan: 'free' });
  await page.goto('/profile');
  const about = page.getByRole('region', { name: 'About you' });
  await about.getByRole('textbox', { name: /Birth year/ }).fill('1850');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText(/^Birth year must be a whole year between 1900 and \d{4}$/)).toBeVisible();
  await about.getByRole('textbox', { name: /Birth year/ }).fill('');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about.getByText('Saved. Your personality answers are compared with estimated norms for men and women of all ages.')).toBeVisible();
});
