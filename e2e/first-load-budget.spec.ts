import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './support/fixtures';
import { BUILT_PWA } from './support/test-server';

/**
 * First-load JavaScript of signed-out pages, gzip: every script the page loads until the network is
 * idle, each gzipped on its own. Both have the product budget of 160 KiB.
 */
const BUDGET_KIB = 160;
/** Each page's heading: the page is shown (its lazy chunks are in) before the network goes quiet. */
const HEADINGS: Record<string, string> = { '/': 'Find Your Path', '/login': 'Log In' };

for (const [route, heading] of Object.entries(HEADINGS)) {
  test(`first load of ${route} signed out stays within ${BUDGET_KIB} KiB of gzipped JavaScript`, async ({ page, baseURL }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseURL ?? '').origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
    });
    await page.goto(route);
    // Network quiet alone can come first on a busy machine, while the entry still runs.
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = [...scripts].map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(BUILT_PWA, file)), { level: 9 }).length }));
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    const report = { route, totalKiB: +(total / 1024).toFixed(1), files: sizes.sort((a, b) => b.gzip - a.gzip) };
    fs.mkdirSync(path.resolve('test-results'), { recursive: true });
    fs.writeFileSync(path.resolve(`test-results/first-load${route === '/' ? '-root' : route.replace(/\//g, '-')}.json`), JSON.stringify(report, null, 2));
    console.log(`first load of ${route}: ${report.totalKiB} KiB gzip in ${sizes.length} files`);
    expect(sizes.some((entry) => /dexie|local-db|profile-cache/.test(entry.file))).toBe(false);
    expect(total).toBeLessThanOrEqual(BUDGET_KIB * 1024);
  });
}
