/**
 * First load of the signed-out pages held to the product budget, measured as the budget test
 * measures it (e2e/support/first-load-size.ts), in Debian's Chromium against the built PWA.
 */
import { chromium } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KIB, FIRST_LOAD_PAGES } from '../e2e/support/first-load-pages';
import { measureFirstLoad } from '../e2e/support/first-load-size';
import { BUILT_PWA } from '../e2e/support/test-server';
import { CHROMIUM_ARGS } from './chromium-args';

export async function runFirstLoadBench(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const [route, heading] of Object.entries(FIRST_LOAD_PAGES)) {
      // A fresh context per page: nothing cached, no service worker yet.
      const context = await browser.newContext({ baseURL: url });
      const report = await measureFirstLoad(await context.newPage(), { origin: new URL(url).origin, builtDir: BUILT_PWA, route, heading });
      await context.close();
      rows.push({ measure: `first load of ${route} signed out: gzipped JavaScript (KiB, budget ${FIRST_LOAD_BUDGET_KIB})`, value: report.totalKiB, files: report.files.length });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
