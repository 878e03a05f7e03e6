import type { Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page, i.e. it is installed and every chunk is
 * precached: from then on the app opens offline.
 */
export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}
