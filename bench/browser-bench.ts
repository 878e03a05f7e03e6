/**
 * The answer path in Debian's Chromium against the real server and the production build:
 * - choosing an answer to its IndexedDB write done (the app's `career:answer-saved` measure);
 * - a whole 240-answer NEO answered offline, then the time from reconnecting to 'Synced', and
 *   how many requests it took.
 */
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function runBrowserBench(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    const email = `bench-${Date.now()}@example.com`;
    const register = await page.request.post('/api/auth/register', {
      data: { firstName: 'Bench', lastName: 'Mark', email, password: 'bench-password-1', password2: 'bench-password-1' },
    });
    const { userId } = (await register.json()) as { userId: string };
    await page.request.post('/api/plans', { data: { userId, plan: 'free' } });

    await page.goto('/assess/neo');
    const groups = page.getByRole('radiogroup');
    await groups.first().waitFor();

    // Offline from here: every answer goes to IndexedDB only, then all 240 upload on reconnect.
    await context.setOffline(true);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/answers') && request.method() === 'POST') requests.push(request.url());
    });
    for (let pageIndex = 0; pageIndex < 12; pageIndex += 1) {
      const count = await groups.count();
      for (let index = 0; index < count; index += 1) {
        await groups.nth(index).getByRole('radio').nth((pageIndex + index) % 5).check();
      }
      if (pageIndex < 11) await page.getByRole('button', { name: 'Next page' }).click();
    }
    const saves = await page.evaluate(() => performance.getEntriesByName('career:answer-saved').map((entry) => entry.duration));

    const started = performance.now();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: /^Synced$/ }).waitFor({ timeout: 30_000 });
    const syncMs = performance.now() - started;

    const server = (await (await page.request.get(`/api/answers?userId=${userId}&assessmentId=neo`)).json()) as { questionsAnswered: number };
    return [
      { measure: 'answer chosen -> IndexedDB write done (median, ms)', value: +median(saves).toFixed(2), samples: saves.length },
      { measure: 'answer chosen -> IndexedDB write done (p95, ms)', value: +([...saves].sort((a, b) => a - b)[Math.floor(saves.length * 0.95)] ?? 0).toFixed(2), samples: saves.length },
      { measure: '240 answers: reconnect -> Synced (ms)', value: Math.round(syncMs), samples: 1 },
      { measure: '240 answers: POST /api/answers requests', value: requests.length, samples: 1 },
      { measure: '240 answers: held by the server afterwards', value: server.questionsAnswered, samples: 1 },
    ];
  } finally {
    await browser.close();
  }
}
