import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** On the embedded hosted checkout page: fills the test card form and pays. */
export async function payWithCard(page: Page, number: string) {
  await expect(page).toHaveURL(/\/embedded-checkout\/cs_test_/);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Card');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
