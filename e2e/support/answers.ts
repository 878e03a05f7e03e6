import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const NEO_VALUES = ['0', '1', '2', '3', '4'];
export const READINESS_VALUES = ['-2', '-1', '0', '1', '2'];

/** The question radio groups of a questionnaire's page (not the NEO's optional sex question above them). */
export function questionGroups(page: Page) {
  return page.getByRole('region', { name: 'Questions' }).getByRole('radiogroup');
}

/** Chooses answers for the items `from`..`to` (exclusive) shown on the current page of a questionnaire. */
export async function answerItems(page: Page, options: { from: number; to: number; firstOnPage?: number; optionCount?: number }) {
  const groups = questionGroups(page);
  const first = options.firstOnPage ?? 0;
  for (let index = options.from; index < options.to; index += 1) {
    const radio = groups.nth(index - first).getByRole('radio').nth(index % (options.optionCount ?? 5));
    await radio.check();
  }
}

/** Asserts the items `from`..`to` on the current page show the values answerItems chose. */
export async function expectItemsAnswered(page: Page, options: { from: number; to: number; firstOnPage?: number; optionCount?: number }) {
  const groups = questionGroups(page);
  const first = options.firstOnPage ?? 0;
  for (let index = options.from; index < options.to; index += 1) {
    await expect(groups.nth(index - first).getByRole('radio').nth(index % (options.optionCount ?? 5))).toBeChecked();
  }
}

/** Offline for real: the browser reports no network and every request to the server fails, the service worker's included. */
export async function goOffline(context: BrowserContext) {
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/api/**');
  await context.setOffline(false);
}

/** The header's upload indicator. */
export function syncIndicator(page: Page) {
  return page.getByRole('banner').getByRole('status').filter({ hasText: /Synced|upload|Uploading|Failed|Sign in/ });
}

export async function expectSynced(page: Page, timeout = 30_000) {
  await expect(syncIndicator(page)).toHaveText('Synced', { timeout });
}

export interface ServerAnswers {
  answers: (string | null)[];
  questionsAnswered: number;
  completed: boolean;
}

/** What the server holds, read with the signed-in user's session. */
export async function serverAnswers(request: APIRequestContext, userId: string, assessmentId: string): Promise<ServerAnswers> {
  const response = await request.get(`/api/answers?userId=${userId}&assessmentId=${assessmentId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ServerAnswers;
}

/** The answers list the server should hold after answerItems chose the items of `ranges` (the option at item index mod 5). */
export function expectedAnswers(total: number, ranges: [number, number][], optionValues = NEO_VALUES): (string | null)[] {
  const answers: (string | null)[] = Array.from({ length: total }, () => null);
  for (const [from, to] of ranges) {
    for (let index = from; index < to; index += 1) answers[index] = optionValues[index % optionValues.length] ?? null;
  }
  return answers;
}
