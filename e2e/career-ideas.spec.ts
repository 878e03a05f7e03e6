import type { Page } from '@playwright/test';
import { DEMO, latestEmailLink, logIn } from './support/accounts';
import { goOffline, goOnline } from './support/answers';
import { expect, testOnOwnServer } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

// The complete demo client gets a shortlist here: a server of its own, so other specs see none.
const test = testOnOwnServer;

const COMPLETE = 'complete@demo.example';
const NOT_SHARED = 'Not shared yet: your changes are kept in this tab until you share them.';
const SUMMARY = 'You light up when you talk about making things and helping people.\nNext: talk to one person in each of these jobs before our next session.';

/** The admin's user dialog of the complete demo client. */
async function openClientDialog(page: Page) {
  await page.goto('/admin');
  await page.getByRole('row', { name: /complete@demo\.example/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Career ideas', exact: true })).toBeVisible();
  return dialog;
}

const BAND_RANK = /^(Strong|Good|Some|Weak) match, \d+(st|nd|rd|th) of 923$/;
const STABILITY = /^An estimate: if you took the Strong again, this idea would be in your top 10 about \d+ times in 10\.$/;

test("the counselor shortlists three of the complete client's ideas by fit; the client reads their bands and stability under Results, offline too, marks two, the counselor sees it, and the calibration counts it", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);

  // In the user dialog, the best fit of the client's top ideas is picked; then on to all their ideas, ranked by fit.
  const dialog = await openClientDialog(page);
  const topButtons = dialog.getByRole('list', { name: 'Top ideas by fit' }).getByRole('button', { name: /^Add to shortlist: / });
  await expect(topButtons).toHaveCount(5);
  const best = ((await topButtons.first().getAttribute('aria-label')) ?? '').replace('Add to shortlist: ', '');
  expect(best.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: `Add to shortlist: ${best}` }).click();
  await expect(dialog.getByRole('button', { name: `On the shortlist: ${best}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('1 picked, not shared yet: add notes and share on the career ideas page.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open career ideas', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[\w-]+\/career-ideas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career ideas for Casey Complete' })).toBeVisible();
  await expect(page.getByText('Showing 1-20 of 923')).toBeVisible();
  // Bands and places, never a number out of 100, with the line that says what bands mean.
  await expect(page.getByText(/They do not measure ability or predict success\./).first()).toBeVisible();
  await expect(page.getByText(/ of 100/)).toHaveCount(0);
  const ideas = page.getByRole('list', { name: 'Career ideas' });
  await expect(ideas.getByRole('listitem').first()).toContainText(/(Strong|Good|Some|Weak) match, 1st of 923/);
  await expect(ideas.getByRole('listitem').first()).toContainText(/In the top 10 in about \d+ of 10 simulated retests/);
  const toggles = ideas.getByRole('button', { name: /^(Add to shortlist|On the shortlist): / });
  await expect(toggles).toHaveCount(20);
  const titles: string[] = [];
  for (let index = 0; index < 3; index += 1) titles.push(((await toggles.nth(index).getAttribute('aria-label')) ?? '').replace(/^(Add to shortlist|On the shortlist): /, ''));
  expect(titles.every((title) => title.length > 0)).toBe(true);
  // The one picked in the dialog is picked here already, not shared yet.
  expect(titles[0]).toBe(best);
  await expect(page.getByRole('button', { name: `On the shortlist: ${best}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(NOT_SHARED)).toBeVisible();

  // Three ideas (the other two picked here), a note on each, a summary, shared.
  for (const [index, title] of titles.entries()) {
    if (title !== best) await page.getByRole('button', { name: `Add to shortlist: ${title}` }).click();
    await expect(page.getByRole('button', { name: `On the shortlist: ${title}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('textbox', { name: `Note for ${title}` }).fill(`Note ${index + 1}: ask about a typical week.`);
  }
  await page.getByRole('textbox', { name: 'Session summary and next steps' }).fill(SUMMARY);
  await page.getByRole('button', { name: 'Share with client' }).click();
  await expect(page.getByText('Shared with Casey. They have been sent an e-mail.')).toBeVisible();
  await expect(page.getByText(NOT_SHARED)).toHaveCount(0);

  // The client follows the e-mail's link and reads them under Results.
  const link = await latestEmailLink(page.request, COMPLETE, 'Your counselor shared career ideas with you');
  expect(new URL(link).pathname).toBe('/results/career-ideas');
  const context = await browser.newContext({ baseURL });
  // The band each shared idea was shown in ('Strong match'), as the client reads it.
  const bands: string[] = [];
  const client = await context.newPage();
  try {
    await logIn(client, COMPLETE);
    await expect(client).toHaveURL(/\/dashboard|\/$/);
    await client.goto('/results/career-ideas');
    await expect(client.getByRole('heading', { level: 2, name: 'Career ideas from your counselor' })).toBeVisible();
    const section = client.getByRole('main');
    for (const title of titles) await expect(section.getByRole('article', { name: title })).toBeVisible();
    await expect(section.getByText('Note 2: ask about a typical week.')).toBeVisible();
    await expect(section.getByText(/You light up when you talk about making things/)).toBeVisible();
    await expect(section.getByRole('link', { name: 'O*NET OnLine page' }).first()).toHaveAttribute('href', /^https:\/\/www\.onetonline\.org\/link\/summary\/\d\d-\d{4}\.\d\d$/);
    await expect(section.getByText(/O\*NET 29\.3 Database/)).toBeVisible();
    await waitForServiceWorkerControl(client);

    // Offline after one visit: the list comes from the device, and a mark waits there.
    await goOffline(context);
    await client.reload();
    const offline = client.getByRole('main');
    await expect(offline.getByText('You appear to be offline: these are the career ideas as last loaded on this device.')).toBeVisible();
    // Each idea says its band, its place and how stable it is, in the client's words.
    await expect(offline.getByText(/They do not measure ability or predict success\./).first()).toBeVisible();
    for (const [index, title] of titles.entries()) {
      const article = offline.getByRole('article', { name: title });
      await expect(article.getByText(BAND_RANK)).toContainText(`${['1st', '2nd', '3rd'][index]} of 923`);
      bands.push(((await article.getByText(BAND_RANK).textContent()) ?? '').split(',')[0] as string);
      await expect(article.getByText(STABILITY)).toBeVisible();
      await expect(article.getByRole('heading', { name: 'Why it may fit' })).toBeVisible();
    }
    const notForMe = offline.getByRole('group', { name: `Your answer on ${titles[1]}` });
    await notForMe.getByRole('button', { name: 'Not for me' }).click();
    await expect(notForMe.getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'true');
    const interested = offline.getByRole('group', { name: `Your answer on ${titles[2]}` });
    await interested.getByRole('button', { name: 'Interested' }).click();
    await expect(interested.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
    await expect(offline.getByText('Saved on this device, will sync').first()).toBeVisible();

    // Back online, the mark reaches the server.
    await goOnline(context);
    await expect(client.getByText('Saved on this device, will sync')).toHaveCount(0, { timeout: 60_000 });
  } finally {
    await context.close();
  }

  // The counselor sees the mark in the user dialog.
  const again = await openClientDialog(page);
  const shared = again.getByRole('list', { name: 'Shared career ideas' });
  await expect(shared.getByText(`${titles[1]}: Not for me`)).toBeVisible();
  await expect(shared.getByText(`${titles[2]}: Interested`)).toBeVisible();
  await expect(shared.getByText(`${titles[0]}: No answer yet`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The calibration counts the two marks on the three shared ideas, by the band each was shared in.
  await page.goto('/admin/search-record');
  await page.getByRole('link', { name: 'Band calibration' }).click();
  await expect(page).toHaveURL(/\/admin\/career-ideas\/calibration$/);
  await expect(page.getByText('Based on 2 marks on 3 shared ideas')).toBeVisible();
  // Each band's row: the ideas shared in it, and the two marks in the rows of the bands they were shared in.
  const table = page.getByRole('table', { name: 'Marks by band' });
  const cells = async (band: string) => (await table.getByRole('row', { name: new RegExp(`^${band}\\b`) }).getByRole('cell').allTextContents()).slice(0, 4);
  for (const band of new Set(bands)) {
    const expected = (kind: number) => String(titles.filter((_, index) => bands[index] === band && kind === index).length);
    const shared = String(bands.filter((other) => other === band).length);
    await expect.poll(() => cells(band)).toEqual([shared, expected(2), expected(1), expected(0)]);
  }
  await expect(page.getByText('Does a higher band mean clients are more often interested?')).toBeVisible();
});
