/**
 * The answer path in Debian's Chromium against the real server and the production build:
 * - choosing an answer to its IndexedDB write done (the app's `career:answer-saved` measure);
 * - a whole 240-answer NEO answered offline, then the time from reconnecting to 'Synced', and
 *   how many requests it took.
 */
import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

const median = (values: number[]) => percentile(values, 0.5);

/** In the page: 40 awaited single puts into a scratch database, each in its own transaction. */
async function bareIndexedDbPuts(): Promise<number[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('bench-scratch', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('rows');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const durations: number[] = [];
  for (let index = 0; index < 40; index += 1) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('rows', 'readwrite');
      tx.objectStore('rows').put({ value: String(index % 5), stamp: Date.now(), dirty: 1 }, index);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    durations.push(performance.now() - started);
  }
  db.close();
  return durations;
}

/** In the page: 40 get + put transactions on the app's own answers store, without Dexie or React. */
async function rawPutsIntoAppDatabase(): Promise<number[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('career-assessment');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const durations: number[] = [];
  for (let index = 0; index < 40; index += 1) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['answers', 'assessmentState'], 'readwrite');
      tx.objectStore('assessmentState').get(['bench-probe', 'neo']);
      tx.objectStore('answers').put({ userId: 'bench-probe', assessmentId: 'neo', key: String(index), value: '1', stamp: Date.now(), dirty: 0, frozenStamp: 0 });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    durations.push(performance.now() - started);
  }
  db.close();
  return durations;
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
    const humanPace: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/answers') && request.method() === 'POST') requests.push(request.url());
    });
    const saveDurations = () => page.evaluate(() => performance.getEntriesByName('career:answer-saved').map((entry) => entry.duration));
    for (let pageIndex = 0; pageIndex < 12; pageIndex += 1) {
      const count = await groups.count();
      for (let index = 0; index < count; index += 1) {
        await groups.nth(index).getByRole('radio').nth((pageIndex + index) % 5).check();
        // The first page at a brisk human pace (a choice every 250 ms); the rest as fast as the
        // browser takes clicks, so writes queue behind the live queries of the previous ones.
        if (pageIndex === 0) await page.waitForTimeout(250);
      }
      if (pageIndex === 0) humanPace.push(...(await saveDurations()));
      if (pageIndex < 11) await page.getByRole('button', { name: 'Next page' }).click();
    }
    const saves = await saveDurations();
    const idbParts = await page.evaluate(() => performance.getEntriesByName('career:answer-idb').map((entry) => entry.duration));
    const barePuts = await page.evaluate(bareIndexedDbPuts);
    const appDbPuts = await page.evaluate(rawPutsIntoAppDatabase);
    requests.length = 0;

    const started = performance.now();
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: /^Synced$/ }).waitFor({ timeout: 30_000 });
    const syncMs = performance.now() - started;

    const server = (await (await page.request.get(`/api/answers?userId=${userId}&assessmentId=neo`)).json()) as { questionsAnswered: number };
    return [
      { measure: 'answer chosen -> IndexedDB write done, one every 250 ms (median, ms)', value: +median(humanPace).toFixed(2), samples: humanPace.length },
      { measure: 'answer chosen -> IndexedDB write done, back-to-back clicks (median, ms)', value: +median(saves).toFixed(2), samples: saves.length },
      { measure: 'answer chosen -> IndexedDB write done, back-to-back clicks (p95, ms)', value: +percentile(saves, 0.95).toFixed(2), samples: saves.length },
      { measure: 'of which inside the IndexedDB transaction (median, ms)', value: +median(idbParts).toFixed(2), samples: idbParts.length },
      { measure: "reference: the same get + put on the app's database, raw IndexedDB, page idle (median, ms)", value: +median(appDbPuts).toFixed(2), samples: appDbPuts.length },
      { measure: 'reference: bare IndexedDB put, own transaction, same page (median, ms)', value: +median(barePuts).toFixed(2), samples: barePuts.length },
      { measure: '240 answers: reconnect -> Synced (ms)', value: Math.round(syncMs), samples: 1 },
      { measure: '240 answers: POST /api/answers requests', value: requests.length, samples: 1 },
      { measure: '240 answers: held by the server afterwards', value: server.questionsAnswered, samples: 1 },
    ];
  } finally {
    await browser.close();
  }
}
