import { signUpByApi } from './support/accounts';
import { expectedAnswers, expectSynced, questionGroups, serverAnswers } from './support/answers';
import { expect, test } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

test('the NEO by keyboard alone: arrows choose, Enter moves on and turns the page, and the page is remembered', async ({ page }) => {
  const { userId } = await signUpByApi(page, { plan: 'free' });
  await page.goto('/assess/neo');
  const groups = questionGroups(page);
  await groups.first().getByRole('radio').first().focus();

  // Page 1: for item i, ArrowRight (i % 4) + 1 times from the first option, then Enter.
  for (let index = 0; index < 20; index += 1) {
    await expect(groups.nth(index).getByRole('radio').first()).toBeFocused();
    for (let step = 0; step < (index % 4) + 1; step += 1) await page.keyboard.press('ArrowRight');
    await expect(groups.nth(index).getByRole('radio').nth((index % 4) + 1)).toBeChecked();
    await page.keyboard.press('Enter');
  }
  // Enter on the last question reaches the Next page button; Enter on it turns the page.
  await expect(page.getByRole('button', { name: 'Next page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Page 2 of 12')).toBeVisible();
  await expect(groups.first().getByRole('radio').first()).toBeFocused();

  await expectSynced(page);
  const expected = expectedAnswers(240, []);
  for (let index = 0; index < 20; index += 1) expected[index] = String((index % 4) + 1);
  expect((await serverAnswers(page.request, userId, 'neo')).answers).toEqual(expected);

  // Back later: the inventory opens on the page the user was on.
  await page.goto('/');
  await page.getByRole('link', { name: /NEO Personality Inventory/ }).click();
  await expect(page.getByText('Page 2 of 12')).toBeVisible();
});
