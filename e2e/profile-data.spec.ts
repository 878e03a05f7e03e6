import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { logIn, signUpByApi } from './support/accounts';
import { answerItems, expectSynced } from './support/answers';
import { expect, test } from './support/fixtures';

// The service worker (its precache: about 230 files, 1.9 MB) only in the tests that need it.
test.use({ serviceWorkers: 'block' });

/** How many answers of a user the device's database (Dexie over IndexedDB) holds. */
function localAnswers(page: Page, userId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('career-assessment');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('answers').objectStore('answers').getAll();
          all.onsuccess = () => resolve((all.result as { userId: string }[]).filter((row) => row.userId === id).length);
          all.onerror = () => reject(all.error);
        };
      }),
    userId,
  );
}

test('a client downloads everything held about them, then deletes the account with the password: signed out, nothing left on the device, no sign-in', async ({ page }) => {
  const { email, password, userId } = await signUpByApi(page, { firstName: 'Delia', plan: 'free' });
  await page.goto('/assess/neo');
  await expect(page.getByText('Page 1 of 12')).toBeVisible();
  await answerItems(page, { from: 0, to: 3 });
  await expectSynced(page);
  expect(await localAnswers(page, userId)).toBe(3);

  // The export: a JSON file with the answers just given.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^my-career-assessment-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: { id: string; email: string };
    assessments: { assessmentId: string; answers: { key: string; value: unknown; savedAt: string }[] }[];
  };
  expect(data.account).toMatchObject({ id: userId, email });
  const neo = data.assessments.find((assessment) => assessment.assessmentId === 'neo');
  expect(neo?.answers.map((answer) => [answer.key, answer.value])).toEqual([
    ['0', '0'],
    ['1', '1'],
    ['2', '2'],
  ]);
  expect(JSON.stringify(data)).not.toMatch(/scrypt|password_?hash/i);

  // Delete: a wrong password is refused with nothing deleted; the right one deletes.
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password incorrect')).toBeVisible();
  expect((await page.request.get('/api/users/current')).status()).toBe(200);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out on the landing page, nothing of the account on this device or the server.
  await expect(page.getByText('Your account and its data have been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
  expect(await localAnswers(page, userId)).toBe(0);
  expect((await page.request.get('/api/users/current')).status()).toBe(401);
  await logIn(page, email, password);
  await expect(page.getByText('Email not found')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
