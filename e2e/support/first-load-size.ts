import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FirstLoad {
  route: string;
  totalBytes: number;
  totalKiB: number;
  files: { file: string; gzip: number }[];
}

/**
 * First-load JavaScript of a page, as the budget counts it: every script of the app's origin the
 * page loads until it shows `heading` and the network is idle (the service worker excepted), each
 * gzipped on its own (level 9) from the build in `builtDir`. Used by the budget test and the bench.
 */
export async function measureFirstLoad(page: Page, options: { origin: string; builtDir: string; route: string; heading: string }): Promise<FirstLoad> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === options.origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') scripts.add(url.pathname);
  });
  await page.goto(options.route);
  // Network quiet alone can come first on a busy machine, while the entry still runs.
  await page.getByRole('heading', { name: options.heading, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = [...scripts].map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(options.builtDir, file)), { level: 9 }).length }));
  const total = files.reduce((sum, entry) => sum + entry.gzip, 0);
  return { route: options.route, totalBytes: total, totalKiB: +(total / 1024).toFixed(1), files: files.sort((a, b) => b.gzip - a.gzip) };
}
