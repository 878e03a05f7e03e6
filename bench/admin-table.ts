/**
 * The admin user table with 10,000 users, in Debian's Chromium: GET /api/users/ (time and size),
 * the time from opening /admin to the first rows on screen, and from clicking a column header to
 * the rows sorted. Runs alone (`tsx bench/admin-table.ts`) or from `npm run bench -- --admin`.
 */
import { chromium } from '@playwright/test';
import { spawnServer } from './spawn-server';
import { CHROMIUM_ARGS } from './chromium-args';

const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function runAdminTableBench() {
  const server = await spawnServer<{ url: string }>('bench/admin-serve.ts');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { url } = server.info;
    const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' });
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', { data: { email: 'admin@demo.example', password: 'Career-Demo-2026' } });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const apiTimes: number[] = [];
    let bytes = 0;
    let users = 0;
    const firstRows: number[] = [];
    const sorts: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      const response = await page.request.get('/api/users/');
      const body = await response.body();
      apiTimes.push(performance.now() - started);
      bytes = body.length;
      users = (JSON.parse(body.toString()) as unknown[]).length;

      started = performance.now();
      await page.goto('/admin');
      const table = page.getByRole('table', { name: 'Users' });
      await table.getByRole('row').nth(50).waitFor();
      firstRows.push(performance.now() - started);

      const before = await table.getByRole('row').nth(1).textContent();
      started = performance.now();
      await table.getByRole('columnheader', { name: 'Last Name' }).click();
      await page.waitForFunction(
        (previous) => document.querySelector('table[aria-label="Users"] tbody tr')?.textContent !== previous,
        before,
      );
      sorts.push(performance.now() - started);
    }
    return [
      { measure: `GET /api/users/ (${users.toLocaleString('en-US')} users, ${(bytes / 1024).toFixed(0)} KiB)`, medianMs: Math.round(median(apiTimes)) },
      { measure: 'open /admin to the first 50 rows on screen', medianMs: Math.round(median(firstRows)) },
      { measure: 'click Last Name to the rows sorted', medianMs: Math.round(median(sorts)) },
    ];
  } finally {
    await browser.close();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await runAdminTableBench());
