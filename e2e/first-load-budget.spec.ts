import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { FIRST_LOAD_BUDGET_KIB, FIRST_LOAD_PAGES } from './support/first-load-pages';
import { measureFirstLoad } from './support/first-load-size';
import { BUILT_PWA } from './support/test-server';

/** First-load JavaScript of signed-out pages, gzip (see measureFirstLoad): each within the product budget. */
for (const [route, heading] of Object.entries(FIRST_LOAD_PAGES)) {
  test(`first load of ${route} signed out stays within ${FIRST_LOAD_BUDGET_KIB} KiB of gzipped JavaScript`, async ({ page, baseURL }) => {
    const report = await measureFirstLoad(page, { origin: new URL(baseURL ?? '').origin, builtDir: BUILT_PWA, route, heading });
    fs.mkdirSync(path.resolve('test-results'), { recursive: true });
    fs.writeFileSync(path.resolve(`test-results/first-load${route === '/' ? '-root' : route.replace(/\//g, '-')}.json`), JSON.stringify(report, null, 2));
    console.log(`first load of ${route}: ${report.totalKiB} KiB gzip in ${report.files.length} files`);
    expect(report.files.some((entry) => /dexie|local-db|profile-cache/.test(entry.file))).toBe(false);
    expect(report.totalBytes).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB * 1024);
  });
}
