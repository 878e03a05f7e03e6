import type { Page } from '@playwright/test';
import { formatBookingTime } from '../sync-server/src/contract/booking-time';
import { DEMO, logIn, signUpByApi } from './support/accounts';
import { expect, test } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

/**
 * Issue 30, 'One way to tell the time': one booked session, written one way ("December 3rd, 2026 @
 * 11:45 am EST", formatBookingTime) on each reader's own clock: the client's on the dashboard, in
 * the e-mail and in its .ics; the admin's on the admin pages.
 */
const CLIENT_ZONE = 'America/New_York';
const ADMIN_ZONE = 'America/Los_Angeles';
const ONE_FORMAT = /^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4} @ \d{1,2}:\d{2} (am|pm) \S+$/;

test.use({ timezoneId: CLIENT_ZONE });

/** An .ics TEXT property as a calendar program shows it: folded lines joined, escapes undone. */
function icsText(ics: string, name: string): string {
  const line = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  const value = line?.slice(line.indexOf(':') + 1) ?? '';
  return value.replace(/\\([\\;,nN])/g, (_match, escaped: string) => (escaped === 'n' || escaped === 'N' ? '\n' : escaped));
}

async function bookFirstTimeOfThirdDay(page: Page) {
  const row = page.getByRole('region', { name: 'Your sessions' }).getByRole('group', { name: 'Interview Session' });
  await row.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /^Dana Example, Ph\.D\./ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/Times are shown in your time zone, Eastern (Standard|Daylight) Time/)).toBeVisible();
  await dialog.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await dialog.getByRole('group', { name: /^Times on / }).getByRole('button').first().click();
  const chosen = ((await dialog.getByTestId('chosen-time').textContent()) ?? '').replace(/^Your choice: /, '');
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByTestId('flash')).toContainText('Meeting Scheduled!');
  return { row, chosen };
}

test("one booking time, one format: the dashboard, the e-mail and its .ics on the client's clock, the admin pages on the admin's", async ({ page, browser, baseURL }) => {
  // The client signs in from New York: the account takes the browser's zone.
  await logIn(page, DEMO.premium);
  await expect(page.getByRole('heading', { name: 'Hi Priya!' })).toBeVisible();
  const { row, chosen } = await bookFirstTimeOfThirdDay(page);

  const me = (await (await page.request.get('/api/users/current')).json()) as { timeZone: string; appointments: { interview: { startTime: string } } };
  expect(me.timeZone).toBe(CLIENT_ZONE);
  const start = me.appointments.interview.startTime;
  const when = formatBookingTime(start, CLIENT_ZONE);
  expect(when).toMatch(ONE_FORMAT);
  expect(when).toMatch(/ E[SD]T$/);
  expect(chosen).toBe(when);
  await expect(row.getByTestId('interview-session-time')).toHaveText(when);

  // The confirmation e-mail and its .ics say it in the same words.
  let mail: { text: string; attachments: { content: string }[] } | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(DEMO.premium)}`);
      const { emails } = (await response.json()) as { emails: { subject: string; text: string; attachments: { content: string }[] }[] };
      mail = emails.find((email) => email.subject === 'Your interview session is scheduled' && email.text.includes(when));
      return Boolean(mail);
    })
    .toBe(true);
  expect(mail?.text).toContain(`is scheduled for ${when}.`);
  expect(icsText(mail?.attachments[0]?.content ?? '', 'DESCRIPTION')).toContain(`When: ${when}`);

  // An admin in Los Angeles reads it on their own clock, in the same format, on both admin pages.
  const adminContext = await browser.newContext({ baseURL, timezoneId: ADMIN_ZONE });
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  const adminWhen = formatBookingTime(start, ADMIN_ZONE);
  expect(adminWhen).toMatch(/ P[SD]T$/);
  await expect(admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: DEMO.premium })).toContainText(adminWhen);
  await admin.getByRole('link', { name: 'Sessions' }).click();
  const session = admin.getByRole('table', { name: 'Upcoming sessions' }).getByRole('row').filter({ hasText: DEMO.premium });
  await expect(session.getByRole('cell').first()).toHaveText(adminWhen);
  await adminContext.close();

  // Leave the shared demo account as it was.
  await row.getByRole('button', { name: 'Cancel session' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your Interview Session?' });
  await expect(confirm).toContainText(when);
  await confirm.getByRole('button', { name: 'Cancel session' }).click();
  await expect(row.getByText('Not Scheduled')).toBeVisible();
});

test('a time zone chosen on /profile is kept: the next sign-in from another zone leaves it', async ({ page }) => {
  const { email, password } = await signUpByApi(page, { firstName: 'Zoe', plan: 'free' });
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Time zone' });
  const picker = card.getByRole('combobox', { name: /Time zone/ });
  // Signed up through the API without a zone: the browser's is offered.
  await expect(picker).toHaveValue(CLIENT_ZONE);
  await picker.selectOption('Asia/Tokyo');
  await expect(card.getByTestId('time-zone-example')).toHaveText(/@ \d{1,2}:\d{2} (am|pm) UTC\+9$/);
  await card.getByRole('button', { name: 'Save time zone' }).click();
  await expect(card.getByText('Saved. Session times are now written in Asia/Tokyo time.')).toBeVisible();
  await expect(card.getByText('You chose this time zone.')).toBeVisible();

  // Signing in again from New York keeps the chosen zone.
  expect((await page.request.post('/api/auth/logout', { data: {} })).status()).toBe(200);
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Hi Zoe!' })).toBeVisible();
  const me = (await (await page.request.get('/api/users/current')).json()) as { timeZone: string; timeZoneSource: string };
  expect(me).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneSource: 'profile' });
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Time zone' }).getByRole('combobox', { name: /Time zone/ })).toHaveValue('Asia/Tokyo');
});
