import { DEMO, logIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test("a visitor asks 'Talk to an Expert': errors first, then sent; an admin reads it and marks it handled", async ({ page, browser, baseURL }) => {
  const email = uniqueEmail('visitor');
  await page.goto('/');
  // The landing page, its texts from the content service, is axe-clean too.
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the landing page');
  await page.getByRole('button', { name: 'Talk to an Expert' }).first().click();
  const dialog = page.getByRole('dialog', { name: "Let's Chat!" });
  await expect(dialog.getByText(/within 24 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "Let's Chat!");

  await dialog.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['First name is required', 'Last name is required', 'Message is required', 'Email field is required']) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Email is invalid')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Noor');
  await dialog.getByRole('textbox', { name: /^Last name/ }).fill('Haddad');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('I am thinking about leaving accounting. Can we talk?');
  await dialog.getByRole('radio', { name: 'Non-binary / GNC' }).check();
  await dialog.getByRole('checkbox', { name: 'Job Search' }).check();
  await dialog.getByRole('combobox', { name: /^How did you hear/ }).selectOption('Blog');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('flash')).toContainText('Contact Form Successfully Submitted');
  await expect(dialog).toBeHidden();

  // The practice reads it.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/contact');
  const row = admin.getByRole('table', { name: 'Contact requests' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Noor Haddad');
  await row.getByRole('button', { name: 'Noor Haddad' }).click();
  const request = admin.getByRole('dialog');
  await expect(request).toContainText('I am thinking about leaving accounting. Can we talk?');
  await expect(request).toContainText('Job Search');
  await request.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByRole('table', { name: 'Contact requests' }).getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await adminContext.close();
});

// Without the service worker nothing is cached: the visitor goes offline before the app's message
// bar was ever loaded, which must not break the page (its code cannot arrive; the words show plainly).
test.describe('offline before anything was cached', () => {
  test.use({ serviceWorkers: 'block' });

  test('offline, the contact form says it cannot be sent and keeps what was typed', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Talk to an Expert' }).first().click();
    const dialog = page.getByRole('dialog', { name: "Let's Chat!" });
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Ines');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill('Typed while the train went into a tunnel.');
    await context.setOffline(true);
    await expect(dialog.getByText(/offline/i).first()).toBeVisible();
    await context.setOffline(false);
    await expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ines');
    await expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue('Typed while the train went into a tunnel.');
  });
});
