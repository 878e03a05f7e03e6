import type { Page } from '@playwright/test';
import { DEMO, logIn, signUpByApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, testOnOwnServer } from './support/fixtures';

// A server of its own: the brief reads what other specs may change of the complete demo client (bookings, notes).
const test = testOnOwnServer;

// No offline behaviour here (admins are online only): the service worker would only slow the test.
test.use({ serviceWorkers: 'block' });

/** The pages of a PDF: its page objects (/Type /Page, not the /Pages tree). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

async function printedPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  return pdfPages(await page.pdf({ format, printBackground: true }));
}

test("an admin opens the complete client's brief from the table, keeps a note's draft through a reload, saves it, and prints the brief on two pages", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Brief of Casey Complete' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[\w-]+\/brief$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brief: Casey Complete' })).toBeVisible();

  // Each part, in a counselor's words, with ranges beside scores.
  const part = (name: string) => page.getByRole('region', { name });
  await expect(part('Interests (Strong Interest Inventory)').getByRole('listitem').first()).toContainText(/^Artistic \d+ \(95% range \d+–\d+\)/);
  await expect(part('Type (Myers-Briggs)')).toContainText(/Type: [EI][SN][TF][JP]: The /);
  await expect(part('Personality (NEO)')).toContainText('Compared with estimated norms for');
  await expect(part('Values (card sort)').getByRole('listitem')).toHaveCount(8);
  await expect(part('Readiness for change')).toContainText('Stage:');
  await expect(part('Plan and next session')).toContainText('Plan: Essential');
  await expect(page.getByText('Not done yet: Results Session (not booked).')).toBeVisible();
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the brief');

  // A note typed, then the page reloaded before saving: the draft is still there.
  const box = page.getByRole('textbox', { name: 'Add a note' });
  await box.fill('Talked through the Artistic and Social themes.\nWants to look at music therapy.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Brief: Casey Complete' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add a note' })).toHaveValue('Talked through the Artistic and Social themes.\nWants to look at music therapy.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  const notes = page.getByRole('list', { name: 'The latest 3 notes' });
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes).toContainText('Wants to look at music therapy.');
  await expect(notes).toContainText('Ada Admin, ');
  await expect(page.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

  // Printed: the practice, the client and the date atop, no app bar, at most two pages on A4 and on Letter.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByText('Casey Complete', { exact: true })).toBeVisible();
  for (const format of ['A4', 'Letter'] as const) {
    const pages = await printedPages(page, format);
    expect(pages, format).toBeGreaterThanOrEqual(1);
    expect(pages, format).toBeLessThanOrEqual(2);
  }
});

test("the author edits today's note and deletes it after being asked, in the user dialog, and both hold after a reload", async ({ page, browser, baseURL }) => {
  // A client of this test's own, so that the other test's notes are not in the way.
  const client = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const { userId } = await signUpByApi(await client.newPage(), { firstName: 'Noor' });
  await client.close();
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin?user=${userId}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Wants part-time work.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  const notes = dialog.getByRole('list', { name: 'The latest 3 notes' });
  await expect(notes).toContainText('Wants part-time work.');

  await notes.getByRole('button', { name: /^Edit the note of / }).click();
  await notes.getByRole('textbox', { name: /^Edit the note of / }).fill('Wants part-time work, three days a week.');
  await notes.getByRole('button', { name: 'Save changes' }).click();
  await expect(notes.getByRole('listitem')).toHaveText([/^Wants part-time work, three days a week\.Ada Admin, .+ \(edited\)/]);
  await page.reload();
  const again = page.getByRole('dialog').getByRole('list', { name: 'The latest 3 notes' });
  await expect(again.getByRole('listitem')).toHaveText([/^Wants part-time work, three days a week\.Ada Admin, .+ \(edited\)/]);

  await again.getByRole('button', { name: /^Delete the note of / }).click();
  await expect(again.getByText('Delete this note? This cannot be undone.')).toBeVisible();
  await again.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('No notes yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('dialog').getByText('No notes yet.')).toBeVisible();
});
