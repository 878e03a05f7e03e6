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

test("the counselor shortlists three of the complete client's ideas by fit; the client reads them under Results, offline too, marks one 'Not for me', and the counselor sees it", async ({ page, browser, baseURL }) => {
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
  await expect(dialog.getByRole('button', { name: `Add to shortlist: ${best}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('1 picked, not shared yet: add notes and share on the career ideas page.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open career ideas', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[\w-]+\/career-ideas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career ideas for Casey Complete' })).toBeVisible();
  await expect(page.getByText('Showing 1-20 of 923')).toBeVisible();
  const ideas = page.getByRole('list', { name: 'Career ideas' });
  const addButtons = ideas.getByRole('button', { name: /^Add to shortlist: / });
  await expect(addButtons).toHaveCount(20);
  const titles: string[] = [];
  for (let index = 0; index < 3; index += 1) titles.push(((await addButtons.nth(index).getAttribute('aria-label')) ?? '').replace('Add to shortlist: ', ''));
  expect(titles.every((title) => title.length > 0)).toBe(true);
  // The one picked in the dialog is picked here already, not shared yet.
  expect(titles[0]).toBe(best);
  await expect(page.getByRole('button', { name: `Add to shortlist: ${best}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(NOT_SHARED)).toBeVisible();

  // Three ideas (the other two picked here), a note on each, a summary, shared.
  for (const [index, title] of titles.entries()) {
    if (title !== best) await page.getByRole('button', { name: `Add to shortlist: ${title}` }).click();
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
    await expect(offline.getByRole('article', { name: titles[1] as string })).toBeVisible();
    const answer = offline.getByRole('group', { name: `Your answer on ${titles[1]}` });
    await answer.getByRole('button', { name: 'Not for me' }).click();
    await expect(answer.getByRole('button', { name: 'Not for me' })).toHaveAttribute('aria-pressed', 'true');
    await expect(offline.getByText('Saved on this device, will sync')).toBeVisible();

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
  await expect(shared.getByText(`${titles[0]}: No answer yet`)).toBeVisible();
});
