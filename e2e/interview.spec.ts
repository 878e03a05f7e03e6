import { DEMO, logIn } from './support/accounts';
import { closeFlashAfter, flashTextAfter } from './support/flash';
import { expectSynced, serverAnswers } from './support/answers';
import { expect, test } from './support/fixtures';
import { startTestServer } from './support/test-server';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

test('the interview across sections: Other text, a number error and a required field, then finished and held by the server', async ({ browser }) => {
  test.setTimeout(90_000);
  // Its own server: consent and a completed interview change the shared premium account for good.
  const server = await startTestServer();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await logIn(page, DEMO.premium);
    await page.getByRole('link', { name: /Consent/ }).click();
    // Shown first: the click below runs with the page's clock stopped (support/flash.ts).
    await expect(page.getByRole('button', { name: 'I Agree' })).toBeVisible();
    // Closed, so that the flash read at the end is the finish's (the interview can take less than 5 s).
    expect(await closeFlashAfter(page, () => page.getByRole('button', { name: 'I Agree' }).click())).toContain('Consent Complete!');
    const userId = ((await (await page.request.get('/api/users/current')).json()) as { _id: string })._id;

    // Premium: the interview is the interview session row, not an item of the assessment list.
    await expect(page.getByRole('list', { name: 'Your assessments' }).getByText('Psychosocial Interview')).toHaveCount(0);
    await page.getByRole('region', { name: 'Your sessions' }).getByRole('link', { name: /Psychosocial Interview/ }).click();
    await expect(page).toHaveURL(/\/assess\/interview$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeVisible();

    // Section 1: 'Other' shows a text input.
    const situation = page.getByRole('group', { name: 'Which best describes your situation today?' });
    await situation.getByRole('radio', { name: 'Other' }).check();
    await situation.getByRole('textbox', { name: 'Other (please specify)' }).fill('Career break');
    await page.getByRole('button', { name: 'Next Section' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Education' })).toBeVisible();
    await page.getByRole('button', { name: 'Next Section' }).click();

    // Section 3: a follow-up question appears; a number error and a required field hold the section.
    await expect(page.getByRole('heading', { level: 2, name: 'Work History' })).toBeVisible();
    const years = page.getByRole('textbox', { name: 'About how many years have you worked in total?' });
    await expect(years).toHaveCount(0);
    await page.getByRole('group', { name: /Have you ever worked for pay/ }).getByRole('radio', { name: 'Yes' }).check();
    await years.fill('ten');
    await expect(page.getByText('Not a valid number.')).toBeVisible();
    const job = page.getByRole('group', { name: 'Your current or most recent job' });
    await job.getByRole('textbox', { name: 'Job title' }).fill('Librarian');
    await page.getByRole('button', { name: 'Next Section' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Work History' })).toBeVisible();
    await years.fill('12');
    await expect(page.getByText('Not a valid number.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Next Section' }).click();
    await expect(page.getByText('Field is required.').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Work History' })).toBeVisible();
    await job.getByRole('textbox', { name: 'Employer or industry' }).fill('City library');
    await job.getByRole('textbox', { name: 'From and to (years, or "now")' }).fill('2014 to now');
    await page.getByRole('button', { name: 'Next Section' }).click();

    for (const title of ['Family', 'Health and Well-being', 'Finances']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Next Section' }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Goals' })).toBeVisible();
    const goals = page.getByRole('group', { name: 'What are your three most important career goals?' });
    await goals.getByRole('textbox', { name: 'Goal 1' }).fill('Work with people');
    await goals.getByRole('textbox', { name: 'Goal 2' }).fill('Keep learning');
    await goals.getByRole('textbox', { name: 'Goal 3' }).fill('Lead a team');
    expect(await flashTextAfter(page, () => page.getByRole('button', { name: "I'm Finished" }).click())).toContain('Answers Saved!');
    await expect(page).toHaveURL(/\/$/);
    await expectSynced(page);

    const held = (await serverAnswers(page.request, userId, 'interview')) as unknown as { answers: Record<string, unknown>; completed: boolean };
    expect(held.completed).toBe(true);
    expect(held.answers).toMatchObject({
      '2': { selection: 'Other', other: 'Career break' },
      '13': { selection: 'Yes' },
      '14': '12',
      '15': ['Librarian', 'City library', '2014 to now'],
      '47': ['Work with people', 'Keep learning', 'Lead a team'],
    });
  } finally {
    await context.close();
    await server.close();
  }
});
