import path from 'node:path';
import { generate } from 'otplib';
import { runScript } from '../sync-server/src/test/run-script';
import { expect, testWithServerSettings } from './support/fixtures';

// A practice's own server, as after its first install: not in demo mode, so no demo accounts, no
// outbox and a second factor required of admins (ADMIN_MFA_REQUIRED's default there).
const test = testWithServerSettings({ DEMO_MODE: 'false' });

// This spec needs no offline support (see navigation.spec.ts).
test.use({ serviceWorkers: 'block' });

const CREATE_ADMIN_CLI = path.resolve(import.meta.dirname, '../sync-server/src/modules/accounts/cli/create-admin-cli.ts');

test("a new practice's first start: create-admin names the owner, its link sets the password, the second factor follows, and the owner is in", async ({ page, server, browser }) => {
  // The owner's command, against the running server's database and address.
  const settings = { DATA_DIR: server.dataDir, PUBLIC_URL: server.url, HOST: '127.0.0.1', DEMO_MODE: 'false' };
  const run = await runScript(CREATE_ADMIN_CLI, ['--email', 'owner@practice.example', '--first-name', 'Olu', '--last-name', 'Owner'], settings);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain('Created the admin account: owner@practice.example');
  expect(run.stdout).toContain('At the first sign-in the admin enrols the second factor (an authenticator app).');
  const link = /^ {2}(http\S+)$/m.exec(run.stdout)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${server.url}/set-password/[\\w-]{32,}$`));

  // The link's page speaks of setting a password, not resetting one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  const password = page.getByRole('textbox', { name: 'New Password', exact: true });
  await password.fill('Harbour-Lantern-Quill-82');
  await expect(page.getByText(/reset/i)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('Harbour-Lantern-Quill-82');
  await page.getByRole('button', { name: 'Set Password' }).click();

  // The second factor comes next, with no message over it.
  await expect(page.getByRole('heading', { name: 'Set Up Two-Step Verification' })).toBeVisible();
  await expect(page.getByText('Password set')).toHaveCount(0);
  const secret = (await page.getByLabel('Setup key').innerText()).replace(/\s/g, '');
  await page.getByRole('textbox', { name: '6-digit code' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify and Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Save Your Recovery Codes' })).toBeVisible();
  await expect(page.getByText('Password set')).toHaveCount(0);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();

  // In: the user table of a new practice holds its owner, by name.
  await expect(page).toHaveURL(/\/admin$/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').filter({ hasText: 'owner@practice.example' })).toContainText('Olu');
  await expect(table.getByRole('row').filter({ hasText: 'owner@practice.example' })).toContainText('Owner');

  // The link works once: opened again in another browser, it says so before anyone types.
  const other = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const again = await other.newPage();
    await again.goto(link);
    await expect(again.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await expect(again.getByText('This link was already used: the password was set with it, or a newer link replaced it.')).toBeVisible();
    await expect(again.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
