import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support/accounts';
import { expect, test } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

const COMPLETE = 'complete@demo.example';
/** The spec's 'MMMM Do, YYYY @ h:mm a', with the zone named (the browser runs in Chicago here). */
const SESSION_TIME = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} @ \d{1,2}:\d{2} (am|pm) C[SD]T$/;

test.use({ timezoneId: 'America/Chicago' });

async function signIn(page: Page, email: string, firstName: string) {
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: `Hi ${firstName}!` })).toBeVisible();
}

function sessionRow(page: Page, name: 'Interview Session' | 'Results Session') {
  return page.getByRole('region', { name: 'Your sessions' }).getByRole('group', { name });
}

/**
 * Chooses the coach, then the third day offered (more than 24 hours ahead, so the session can still
 * be changed) and its `timeIndex`-th time; returns the time as the dialog says it.
 */
async function chooseCoachAndTime(page: Page, coach: RegExp, timeIndex = 0): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: coach }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/Times are shown in your time zone, Central (Standard|Daylight) Time/)).toBeVisible();
  await dialog.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await dialog.getByRole('group', { name: /^Times on / }).getByRole('button').nth(timeIndex).click();
  const chosen = ((await dialog.getByTestId('chosen-time').textContent()) ?? '').replace(/^Your choice: /, '');
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  return chosen;
}

test('a premium client books the interview session with the built-in scheduler, reschedules it, and cancels it', async ({ page }) => {
  await signIn(page, DEMO.premium, 'Priya');
  const row = sessionRow(page, 'Interview Session');
  await expect(row.getByText('Not Scheduled')).toBeVisible();

  await row.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule your Interview Session' });
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('A coach must be chosen first')).toBeVisible();

  const booked = await chooseCoachAndTime(page, /^Dana Example, Ph\.D\./);
  await expect(page.getByTestId('flash')).toContainText('Meeting Scheduled!');
  await expect(dialog).toBeHidden();
  expect(booked).toMatch(SESSION_TIME);
  await expect(row.getByTestId('interview-session-time')).toHaveText(booked);
  await expect(row.getByText('with Dana Example, Ph.D.')).toBeVisible();

  // The confirmation reaches the client with its calendar file.
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO.premium)}`);
      const { emails } = (await response.json()) as { emails: { subject: string; attachments: { filename: string; url: string }[] }[] };
      return emails.find((email) => /interview session is scheduled/i.test(email.subject))?.attachments.map((attachment) => attachment.filename) ?? [];
    })
    .toContainEqual(expect.stringMatching(/\.ics$/));

  // Reschedule: another time of the same coach; the row follows.
  await row.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('dialog', { name: 'Reschedule your Interview Session' })).toBeVisible();
  const moved = await chooseCoachAndTime(page, /^Dana Example, Ph\.D\./, 1);
  await expect(page.getByTestId('flash')).toContainText('Meeting Scheduled!');
  expect(moved).not.toBe(booked);
  await expect(row.getByTestId('interview-session-time')).toHaveText(moved);

  // Cancel: asked first, then the row is free again.
  await row.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your Interview Session?' });
  await expect(confirm).toContainText(moved);
  await confirm.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByTestId('flash')).toContainText('Your Interview Session is cancelled.');
  await expect(row.getByText('Not Scheduled')).toBeVisible();
});

test('the complete demo client books the results session', async ({ page }) => {
  await signIn(page, COMPLETE, 'Casey');
  const row = sessionRow(page, 'Results Session');
  await expect(sessionRow(page, 'Interview Session')).toHaveCount(0);
  await row.getByRole('button', { name: 'Schedule' }).click();
  const booked = await chooseCoachAndTime(page, /^Sam Example, Ph\.D\./);
  await expect(page.getByTestId('flash')).toContainText('Meeting Scheduled!');
  await expect(row.getByTestId('results-session-time')).toHaveText(booked);
  // Leave the shared demo account as it was.
  await row.getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(row.getByText('Not Scheduled')).toBeVisible();
});

test('an essential client with assessments still to do is asked to finish them first', async ({ page }) => {
  await signIn(page, DEMO.essential, 'Eli');
  const row = sessionRow(page, 'Results Session');
  await expect(row.getByText('Please finish all assessments before scheduling')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
  await expect(sessionRow(page, 'Interview Session')).toHaveCount(0);
});

test('an admin sees a booked session on Upcoming sessions and in the user table, and edits a coach the clients then see', async ({ page, browser, baseURL }) => {
  // A client books (in their own browser).
  const clientContext = await browser.newContext({ baseURL, timezoneId: 'America/Chicago' });
  const client = await clientContext.newPage();
  await signIn(client, COMPLETE, 'Casey');
  const row = sessionRow(client, 'Results Session');
  await row.getByRole('button', { name: 'Schedule' }).click();
  const booked = await chooseCoachAndTime(client, /^Jordan Example, Ph\.D\./);
  await expect(row.getByTestId('results-session-time')).toHaveText(booked);

  // The admin, in Chicago too, reads the same time.
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Sessions' }).click();
  await expect(page.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
  const session = page.getByRole('table', { name: 'Upcoming sessions' }).getByRole('row').filter({ hasText: COMPLETE });
  await expect(session).toContainText(booked);
  await expect(session).toContainText('Results Session');
  await expect(session).toContainText('Jordan Example, Ph.D.');
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: COMPLETE })).toContainText(booked);

  // The admin edits a coach's credential; clients see the new one.
  await page.getByRole('link', { name: 'Coaches' }).click();
  await page.getByRole('button', { name: 'Edit Sam Example, Ph.D.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit coach' });
  const credential = dialog.getByRole('textbox', { name: 'Credential' });
  const before = await credential.inputValue();
  await credential.fill('Career counseling psychologist (demo profile)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('flash')).toContainText('Saved');
  await expect(page.getByRole('table', { name: 'Coaches' })).toContainText('Career counseling psychologist (demo profile)');
  const coaches = (await (await client.request.get('/api/coaches')).json()) as { name: string; credential: string }[];
  expect(coaches.find((coach) => coach.name === 'Sam Example, Ph.D.')?.credential).toBe('Career counseling psychologist (demo profile)');

  // Leave the shared demo data as it was.
  await page.getByRole('button', { name: 'Edit Sam Example, Ph.D.' }).click();
  await dialog.getByRole('textbox', { name: 'Credential' }).fill(before);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Coaches' })).toContainText(before);
  await row.getByRole('button', { name: 'Cancel session' }).click();
  await client.getByRole('alertdialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(row.getByText('Not Scheduled')).toBeVisible();
  await clientContext.close();
});
