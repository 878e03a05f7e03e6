import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The results' left menu. */
export function resultsMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Results' });
}

/** Opens a view from the left menu (expanding the Strong Interest Inventory when needed). */
export async function openResult(page: Page, label: string) {
  const menu = resultsMenu(page);
  const item = menu.getByRole('button', { name: label, exact: true });
  if (!(await item.isVisible())) {
    await menu.getByRole('button', { name: 'Strong Interest Inventory' }).click();
  }
  await item.click();
  await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
}

/** The region of a result view, named by its heading. */
export function resultRegion(page: Page, label: string) {
  return page.getByRole('region', { name: label, exact: true });
}
