import type { APIRequestContext } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_ANSWERS } from '../sync-server/src/modules/answers/data/demo-answers';
import { DEMO, DEMO_PASSWORD, logIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { syncAndReadReport } from './support/elevate-sync';
import { expect, testOnOwnServer } from './support/fixtures';
import { latestTextedCode, takeSimTests } from './support/provider';
import { openResult, resultRegion } from './support/results';

// A server of its own per worker: the premium demo client's phone and results are changed here.
const test = testOnOwnServer;

const BOTH_TESTS = 'Please complete both MBTI and Strong Interest Inventory (SII) test before submitting answer';

async function myersBriggsOf(request: APIRequestContext) {
  const user = (await (await request.get('/api/users/current')).json()) as {
    assessmentData: { _id: string; results: { mbti?: { wholeType: string }; sii?: { themeCode: string } } | null }[];
  };
  return user.assessmentData.find((entry) => entry._id === 'myers-briggs')?.results ?? null;
}

test('the premium client: gender, phone and texted code, the provider, and the results synced back on return', async ({ page }) => {
  await logIn(page, DEMO.premium);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/assess/consent');
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/assess/myers-briggs');
  await expect(page.getByRole('heading', { name: 'Myers Briggs Type Indicator-Form M', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page.getByText('Please choose a gender')).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).check();
  await expect(page.getByText('Please choose a gender')).toBeHidden();
  // Finishing before the provider has both results: the spec's 444 message.
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page.getByRole('dialog', { name: 'Are You Sure?' })).toBeVisible();
  await page.getByRole('button', { name: "Yes, I'm Finished" }).click();
  await expect(page.getByText(BOTH_TESTS)).toBeVisible();
  // The closed dialog gives the page back to assistive technology.
  await expect(page.getByRole('button', { name: 'Go to Myers Briggs' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'myers-briggs page');

  await page.getByRole('button', { name: 'Go to Myers Briggs' }).click();
  const phone = page.getByRole('textbox', { name: /Phone number/ });
  await phone.fill('555 0123');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid number')).toBeVisible();
  await phone.fill('(201) 555-0142');
  await page.getByRole('button', { name: 'Send code' }).click();
  const codeBox = page.getByRole('textbox', { name: /One-time code/ });
  await expect(codeBox).toBeVisible();
  await expect(page.getByText('otp sent successfully')).toBeVisible();
  const first = await latestTextedCode(page.request, '+12015550142');

  // Wrong codes: 'OTP is Invalid'; the fifth uses the code up, so even the right one then 'OTP expires'.
  const wrong = first === '000000' ? '111111' : '000000';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await codeBox.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('OTP is Invalid')).toBeVisible();
    await codeBox.fill('');
  }
  await codeBox.fill(first);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('OTP expires')).toBeVisible();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('A new code was sent to +12015550142.')).toBeVisible();
  await codeBox.fill(await latestTextedCode(page.request, '+12015550142', first));
  await page.getByRole('button', { name: 'Verify' }).click();

  // The hidden form posts the login token to the provider (here its simulator).
  await expect(page).toHaveURL(/\/elevate-sim\/tests$/);
  await takeSimTests(page);
  await page.getByRole('link', { name: 'Return to Career Assessment' }).click();
  await expect(page).toHaveURL(/\/assess\/myers-briggs$/);
  // The sync queued on return brings both results without anyone pressing anything.
  await expect(page.getByText('Myers-Briggs Type Indicator (MBTI): received')).toBeVisible();
  await expect(page.getByText('Strong Interest Inventory (SII): received')).toBeVisible();
  await expect(page.getByText('You have finished this step.')).toBeVisible();

  const results = await myersBriggsOf(page.request);
  const type = results?.mbti?.wholeType ?? '';
  const themeCode = results?.sii?.themeCode ?? '';
  expect(type).toMatch(/^[EI][SN][TF][JP]$/);
  await page.goto('/results');
  await openResult(page, 'Myers Briggs Type Indicator-Form M');
  await expect(resultRegion(page, 'Myers Briggs Type Indicator-Form M').getByText(`Your type: ${type}`)).toBeVisible();
  await openResult(page, 'General Occupational Themes');
  await expect(resultRegion(page, 'General Occupational Themes').getByText(themeCode, { exact: true }).first()).toBeVisible();
});

test.describe('without the service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("an Essential client from sign-up to 'Your Results Are Ready!': the provider, then I'm Finished", async ({ page, baseURL }) => {
    const email = uniqueEmail('essential');
    const password = 'Lantern-Orchard-Quill-71';
    const registered = await page.request.post('/api/auth/register', { data: { firstName: 'Esme', lastName: 'Client', email, password, password2: password } });
    expect(registered.status()).toBe(201);
    const { userId } = (await registered.json()) as { userId: string };
    const admin = await playwrightRequest.newContext({ baseURL });
    expect((await admin.post('/api/auth/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).status()).toBe(200);
    expect((await admin.post('/api/plans', { data: { userId, plan: 'essential' } })).status()).toBe(200);
    // The other assessments of the plan answered through the API: this test is about the last step.
    const save = (assessmentId: string, totalQuestions: number, answers: unknown) =>
      page.request.post('/api/answers', { data: { userId, assessmentId, totalQuestions, answers, markComplete: true } });
    expect((await save('consent', 1, ['agree'])).status()).toBe(200);
    expect((await save('depression-screening', 21, DEMO_ANSWERS['depression-screening'])).status()).toBe(200);
    expect((await save('readiness-for-change', 12, DEMO_ANSWERS['readiness-for-change'])).status()).toBe(200);
    expect((await save('neo', 240, DEMO_ANSWERS.neo)).status()).toBe(200);
    expect((await save('career-values', 54, DEMO_ANSWERS['career-values'])).status()).toBe(200);

    await page.goto('/assess/myers-briggs');
    await page.getByRole('radio', { name: 'Other' }).check();
    await page.getByRole('button', { name: 'Go to Myers Briggs' }).click();
    await page.getByRole('textbox', { name: /Phone number/ }).fill('2015550177');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: /One-time code/ }).fill(await latestTextedCode(page.request, '+12015550177'));
    await page.getByRole('button', { name: 'Verify' }).click();
    await takeSimTests(page);
    // Back by the address bar, not the provider's return link: I'm Finished fetches the results itself.
    await page.goto('/assess/myers-briggs');
    await page.getByRole('button', { name: "I'm Finished" }).click();
    await page.getByRole('button', { name: "Yes, I'm Finished" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Answers Saved!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Results Are Ready!' })).toBeVisible();
    await admin.dispose();
  });

  test('an admin runs an Elevate sync from the user dialog and reads the report', async ({ page, baseURL }) => {
    // A client who took only the type questionnaire at the provider (through the API and the simulator's pages).
    const client = await playwrightRequest.newContext({ baseURL });
    const email = uniqueEmail('sync');
    const password = 'Lantern-Orchard-Quill-71';
    const registered = await client.post('/api/auth/register', { data: { firstName: 'Sydney', lastName: 'Synced', email, password, password2: password } });
    const { userId } = (await registered.json()) as { userId: string };
    await logIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.post('/api/plans', { data: { userId, plan: 'premium' } })).status()).toBe(200);
    expect((await client.post('/api/answers', { data: { userId, assessmentId: 'consent', totalQuestions: 1, answers: ['agree'], markComplete: true } })).status()).toBe(200);
    expect((await client.post('/api/auth/verify-number', { data: { phoneNumber: '12015550188', userId } })).status()).toBe(200);
    expect((await client.post('/api/auth/verify-otp', { data: { otp: await latestTextedCode(client, '+12015550188'), userId } })).status()).toBe(200);
    expect((await client.post('/api/answers', { data: { userId, assessmentId: 'myers-briggs', totalQuestions: 1, answers: ['m'] } })).status()).toBe(200);
    const login = (await (await client.post(`/api/answers/login-myer?userId=${userId}`)).json()) as { accessToken: string; resourceUrl: string; returnUrl: string };
    expect((await client.post('/elevate-sim/login', { form: { bearer_token: login.accessToken, resource_url: login.resourceUrl, returnUrl: login.returnUrl }, maxRedirects: 0 })).status()).toBe(303);
    const mbtiForm = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`q${index + 1}`, String((index % 5) - 2)]));
    expect((await client.post('/elevate-sim/tests/mbti', { form: mbtiForm, maxRedirects: 0 })).status()).toBe(303);

    await page.reload();
    await page.getByRole('switch', { name: 'Advanced' }).check();
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('MBTI not synced, SII not synced');
    await row.click();
    const dialog = page.getByRole('dialog', { name: /Sydney Synced/ });
    await dialog.getByRole('button', { name: 'Advanced Controls' }).click();
    const report = await syncAndReadReport(page, dialog);
    await expect(report).toContainText('new data saved');
    await expect(report).toContainText('no assessments found');
    await expect(report.getByText('succeeded', { exact: true })).toHaveCount(1);
    await expect(report.getByText('failed', { exact: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'Elevate sync report');
    await page.keyboard.press('Escape');
    await expect(report).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Sync' })).toBeFocused();
    await client.dispose();
  });
});
