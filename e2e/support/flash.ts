import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

const pagesWithClock = new WeakSet<Page>();

/**
 * Does `action` with the page's clock standing still, then moves that clock 100 ms at a time only
 * until the flash shows, and returns the flash. A flash hides by itself after 5 s, and those must
 * be the test's seconds, not however long a busy machine takes between the flash and the test's
 * look: in a fresh clone's run on a slow machine the checkout's 'Order placed!' was gone before the
 * test looked. Installs the page's clock the first time (until then, time flows as usual).
 * `action` runs with the clock stopped: what it clicks must already show (a page still being drawn
 * may wait on timers that now never fire), so wait for it before calling this.
 */
export async function flashAfter(page: Page, action: () => Promise<unknown>): Promise<Locator> {
  if (!pagesWithClock.has(page)) await page.clock.install();
  pagesWithClock.add(page);
  // A second after the page's own now: once its clock has stood still and been moved, the page's
  // time is not the test's, and a pause may only move it forward.
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(pageNow + 1_000));
  await action();
  const flash = page.getByTestId('flash');
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return flash.isVisible();
    })
    .toBe(true);
  return flash;
}

/**
 * The text of the flash that `action` brings (read with the clock standing still, as in
 * `flashAfter`); then the page's time flows again, for what the page does next (the dashboard
 * waits for the payment's confirmation on timers).
 */
export async function flashTextAfter(page: Page, action: () => Promise<unknown>): Promise<string> {
  const text = await (await flashAfter(page, action)).innerText();
  await page.clock.resume();
  return text;
}

/**
 * Closes the flash that `action` brings with its Close button, as a user would, so that the next
 * flash the test reads is the next one (a flash stays 5 s, and a quick test may act again before
 * then). The page's clock stands still until the flash has gone, then time flows again.
 */
export async function closeFlashAfter(page: Page, action: () => Promise<unknown>): Promise<string> {
  const flash = await flashAfter(page, action);
  const text = await flash.innerText();
  await flash.getByRole('button', { name: 'Close' }).click();
  await expect(flash).toHaveCount(0);
  await page.clock.resume();
  return text;
}
