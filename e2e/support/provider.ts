import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The Myers-Briggs step in browser tests: the texted code, and the provider simulator's questionnaires. */

/** The 6-digit code of the newest text message to a number (E.164), from the embedded outbox. */
export async function latestTextedCode(request: APIRequestContext, to: string, notCode?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { emails } = (await response.json()) as { emails: { text: string }[] };
      code = /\b(\d{6})\b/.exec(emails[0]?.text ?? '')?.[1];
      return code !== undefined && code !== notCode;
    })
    .toBe(true);
  return code as string;
}

/** On the simulator's page of one questionnaire: answers every question and submits. */
export async function answerSimQuestionnaire(page: Page, name: RegExp) {
  await page.getByRole('link', { name }).click();
  const questions = page.getByRole('group');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) await questions.nth(index).getByRole('radio').nth((index * 3) % 5).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page).toHaveURL(/\/elevate-sim\/tests$/);
}

/** Takes both of the simulator's questionnaires from its hub. */
export async function takeSimTests(page: Page) {
  await expect(page.getByRole('heading', { name: 'Elevate (simulated provider)', level: 1 })).toBeVisible();
  await answerSimQuestionnaire(page, /^Take Type questionnaire/);
  await answerSimQuestionnaire(page, /^Take Interest questionnaire/);
  await expect(page.getByText(/Status: Completed/)).toHaveCount(2);
}
