/**
 * The answer path in Debian's Chromium against the real server and the production build:
 * - choosing an answer to its IndexedDB write done (the app's `career:answer-saved` measure: the
 *   commit, in the answer worker), and to the page hearing of it (`career:answer-confirmed`);
 * - interaction to next paint on the NEO page, for clicks and for key presses (Event Timing);
 * - a whole 240-answer NEO answered offline, then the time from reconnecting to 'Synced', and
 *   how many requests it took.
 */
import type { Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { interactionP75, interactionsBetween, pageNow, recordInteractions } from './interaction-timing';
import { CHROMIUM_ARGS } from './chromium-args';


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

interface ProbeWindow {
  __benchProbe?: number[];
  __benchSyncedAt?: number;
}

/**
 * In the page: notes when a status first reads 'Synced' (performance.now()), so the figure does not
 * depend on how often Playwright looks.
 */
function watchForSynced(): void {
  const target = window as ProbeWindow;
  target.__benchSyncedAt = undefined;
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll('[role="status"]')].some((element) => element.textContent === 'Synced')) return;
    target.__benchSyncedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/**
 * In the page: a button whose click runs the same get + put as rawPutsIntoAppDatabase, on the page's
 * main thread, recording click -> complete. After real input Chromium runs the page's IndexedDB
 * callbacks only after its next frame: this is the floor for a write made on the page itself.
 * (No named functions inside: tsx would wrap them in a helper the page does not have.)
 */
async function installClickProbe(): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('career-assessment');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const durations: number[] = [];
  (window as ProbeWindow).__benchProbe = durations;
  const button = document.createElement('button');
  button.id = 'bench-probe';
  button.textContent = 'probe';
  button.style.cssText = 'position:fixed;top:0;left:0;z-index:10000';
  button.addEventListener('click', () => {
    const started = performance.now();
    const tx = db.transaction(['answers', 'assessmentState'], 'readwrite');
    tx.objectStore('assessmentState').get(['bench-probe', 'neo']);
    tx.objectStore('answers').put({ userId: 'bench-probe', assessmentId: 'neo', key: String(durations.length), value: '1', stamp: Date.now(), dirty: 0, frozenStamp: 0 });
    tx.oncomplete = () => durations.push(performance.now() - started);
  });
  document.body.append(button);
}

async function clickProbe(page: Page): Promise<number[]> {
  await page.evaluate(installClickProbe);
  for (let index = 0; index < 40; index += 1) {
    await page.click('#bench-probe');
    await page.waitForTimeout(20);
  }
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    document.getElementById('bench-probe')?.remove();
    return (window as ProbeWindow).__benchProbe ?? [];
  });
}

/**
 * By keyboard, as the NEO page's keyboard test does: on the page shown and the one before it,
 * ArrowRight changes each question's answer and Enter moves on (the last Enter turns the page).
 * Returns the key presses made.
 */
async function answerByKeyboard(page: Page): Promise<number> {
  const groups = page.getByRole('radiogroup');
  let presses = 0;
  for (let pass = 0; pass < 2; pass += 1) {
    await groups.first().locator('input:checked').focus();
    for (let index = 0; index < 20; index += 1) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      presses += 2;
    }
    if (pass === 0) await page.getByRole('button', { name: 'Previous page' }).click();
  }
  // The last Enter of the page before the last focused 'Next page': Enter turns the page back.
  await page.keyboard.press('Enter');
  await page.getByText('Page 12 of 12').waitFor();
  return presses + 1;
}

export async function runBrowserBench(url: string) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: url });
    await recordInteractions(context);
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
    const clicksFrom = await pageNow(page);
    let clicksMade = 0;
    for (let pageIndex = 0; pageIndex < 12; pageIndex += 1) {
      const count = await groups.count();
      for (let index = 0; index < count; index += 1) {
        await groups.nth(index).getByRole('radio').nth((pageIndex + index) % 5).check();
        clicksMade += 1;
        // The first page at a brisk human pace (a choice every 250 ms); the rest as fast as the
        // browser takes clicks, so writes queue behind the live queries of the previous ones.
        if (pageIndex === 0) await page.waitForTimeout(250);
      }
      if (pageIndex === 0) humanPace.push(...(await saveDurations()));
      if (pageIndex < 11) {
        await page.getByRole('button', { name: 'Next page' }).click();
        clicksMade += 1;
      }
    }
    const saves = await saveDurations();
    const confirmations = await page.evaluate(() => performance.getEntriesByName('career:answer-confirmed').map((entry) => entry.duration));
    const idbParts = await page.evaluate(() => performance.getEntriesByName('career:answer-idb').map((entry) => entry.duration));
    const keysFrom = await pageNow(page);
    const clicks = await interactionsBetween(page, 'click', clicksFrom, keysFrom);
    const keysMade = await answerByKeyboard(page);
    const keys = await interactionsBetween(page, 'key', keysFrom, await pageNow(page));
    const barePuts = await page.evaluate(bareIndexedDbPuts);
    const appDbPuts = await page.evaluate(rawPutsIntoAppDatabase);
    const clickedPuts = await clickProbe(page);
    requests.length = 0;

    await page.evaluate(watchForSynced);
    const started = await pageNow(page);
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: /^Synced$/ }).waitFor({ timeout: 30_000 });
    const syncMs = ((await page.evaluate(() => (window as ProbeWindow).__benchSyncedAt)) ?? Number.NaN) - started;

    const server = (await (await page.request.get(`/api/answers?userId=${userId}&assessmentId=neo`)).json()) as { questionsAnswered: number };
    return [
      { measure: 'answer chosen -> IndexedDB write done, one every 250 ms (median, ms)', value: +median(humanPace).toFixed(2), samples: humanPace.length },
      { measure: 'answer chosen -> IndexedDB write done, back-to-back clicks (median, ms)', value: +median(saves).toFixed(2), samples: saves.length },
      { measure: 'answer chosen -> IndexedDB write done, back-to-back clicks (p95, ms)', value: +percentile(saves, 0.95).toFixed(2), samples: saves.length },
      { measure: 'answer chosen -> the page hears it is written, back-to-back clicks (median, ms)', value: +median(confirmations).toFixed(2), samples: confirmations.length },
      { measure: 'of which inside the IndexedDB transaction (median, ms)', value: +median(idbParts).toFixed(2), samples: idbParts.length },
      { measure: 'NEO page, clicks (answers and page turns): interaction to next paint (p75, ms; under 16 ms counts as 16)', value: interactionP75(clicks, clicksMade), samples: clicksMade },
      { measure: 'NEO page, clicks: interactions of 16 ms or more (Event Timing entries)', value: clicks.length, samples: clicksMade },
      { measure: 'NEO page, key presses (ArrowRight, Enter): interaction to next paint (p75, ms; under 16 ms counts as 16)', value: interactionP75(keys, keysMade), samples: keysMade },
      { measure: 'NEO page, key presses: interactions of 16 ms or more (Event Timing entries)', value: keys.length, samples: keysMade },
      { measure: "reference: the same get + put on the app's database, raw IndexedDB, page idle (median, ms)", value: +median(appDbPuts).toFixed(2), samples: appDbPuts.length },
      { measure: 'reference: the same get + put on the page, raw IndexedDB, started by a click (median, ms)', value: +median(clickedPuts).toFixed(2), samples: clickedPuts.length },
      { measure: 'reference: bare IndexedDB put, own transaction, same page (median, ms)', value: +median(barePuts).toFixed(2), samples: barePuts.length },
      { measure: "240 answers: reconnect -> 'Synced' shown (ms, page clock)", value: Math.round(syncMs), samples: 1 },
      { measure: '240 answers: POST /api/answers requests', value: requests.length, samples: 1 },
      { measure: '240 answers: held by the server afterwards', value: server.questionsAnswered, samples: 1 },
    ];
  } finally {
    await browser.close();
  }
}
