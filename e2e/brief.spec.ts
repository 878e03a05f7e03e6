import type { Page } from '@playwright/test';
import { DEMO, logIn } from './support/accounts';
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
