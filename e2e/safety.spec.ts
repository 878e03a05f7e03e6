import { DEMO, logIn, signUpByApi } from './support/accounts';
import { expectSynced, goOffline, goOnline, questionGroups, serverAnswers } from './support/answers';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

test("a self-harm answer given offline shows the stronger crisis card at once; back online, the admins' open table shows the flag within 5 s", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, userId } = await signUpByApi(page, { firstName: 'Dana', plan: 'free' });
  await page.goto('/assess/depression-screening');
  await expect(questionGroups(page).first()).toBeVisible();
  await waitForServiceWorkerControl(page);

  // A counselor has the user table open; the client is listed, with no flag.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await logIn(admin, DEMO.admin);
    await expect(admin).toHaveURL(/\/admin$/);
    await admin.getByRole('searchbox').fill(email);
    const row = admin.getByRole('row', { name: new RegExp(`Dana Tester, ${email.replace(/[.+]/g, '\\$&')}`) });
    await expect(row).toBeVisible();
    await expect(row).not.toHaveAccessibleName(/safety check-in needed/);

    // Offline, group 9 answered with the statement about making plans: the stronger card, at once.
    await goOffline(context);
    await questionGroups(page).nth(8).getByRole('radio', { name: 'I have been making plans to end my life.' }).check();
    const card = page.getByTestId('crisis-card');
    await expect(card).toContainText('Please reach out now');
    await expect(card).toContainText('Please call or text 988 now');
    await expect(card.getByRole('link', { name: /988/ }).first()).toHaveAttribute('href', 'tel:988');
    await expect(card.getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');

    // Nothing blocks going on: the next group, then Save & Exit.
    await questionGroups(page).nth(9).getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await expect(page.getByTestId('flash')).toContainText('Saved on this device. Your answers will upload when you are back online.');
    await expect(row).not.toHaveAccessibleName(/safety check-in needed/);

    // Back online: the answers upload by themselves, and the counselor's table shows the flag.
    await goOnline(context);
    await expectSynced(page);
    expect((await serverAnswers(page.request, userId, 'depression-screening')).answers[8]).toBe('3');
    await expect(row).toHaveAccessibleName(/safety check-in needed/, { timeout: 5_000 });
    await expect(row.getByText('Safety check-in needed')).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
