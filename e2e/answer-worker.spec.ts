import type { Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { answerItems, expectItemsAnswered, goOffline, syncIndicator } from './support/answers';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

/** The answer worker (pwa/src/offline/answer-write-worker.ts) once the page has started it. */
async function expectAnswerWorker(page: Page) {
  await expect.poll(() => page.workers().map((worker) => worker.url()).some((url) => /answer-write-worker/.test(url))).toBe(true);
}

test('answers are written by the answer worker, also when the app opened offline, and are there after a reload', async ({ page, context }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signUpByApi(page, { plan: 'free' });
  await page.goto('/assess/neo');
  await expect(page.getByText('Page 1 of 12')).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expectAnswerWorker(page);

  // With no network at all the worker's script comes from the service worker's precache.
  await goOffline(context);
  await page.reload();
  await expect(page.getByText('Page 1 of 12')).toBeVisible();
  await expectAnswerWorker(page);
  await answerItems(page, { from: 0, to: 3 });
  await expect(syncIndicator(page)).toContainText('waiting to upload (3)');
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', /3 of 240/);

  await page.reload();
  await expect(page.getByText('Page 1 of 12')).toBeVisible();
  await expectItemsAnswered(page, { from: 0, to: 3 });
  expect(warnings.filter((warning) => /answer worker/.test(warning))).toEqual([]);
});
