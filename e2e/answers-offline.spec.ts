import { signUpByApi } from './support/accounts';
import { answerItems, expectedAnswers, expectItemsAnswered, expectSynced, goOffline, goOnline, questionGroups, READINESS_VALUES, serverAnswers, syncIndicator } from './support/answers';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

// The service worker (its precache: about 230 files, 1.9 MB) only in the tests that need it.
test.use({ serviceWorkers: 'block' });

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('NEO answered online and offline, saved, reloaded offline and resumed on the same page: the server ends up with every answer', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { userId } = await signUpByApi(page, { firstName: 'Nora', plan: 'free' });
    await page.goto('/assess/neo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NEO');
    await expect(page.getByText('Page 1 of 12')).toBeVisible();
    await waitForServiceWorkerControl(page);

    // Page 1 online: uploaded in the background.
    await answerItems(page, { from: 0, to: 20 });
    await expectSynced(page);
    expect((await serverAnswers(page.request, userId, 'neo')).questionsAnswered).toBe(20);

    // Offline: page 2 and part of page 3.
    await goOffline(context);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 12')).toBeVisible();
    await answerItems(page, { from: 20, to: 40, firstOnPage: 20 });
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 3 of 12')).toBeVisible();
    await answerItems(page, { from: 40, to: 45, firstOnPage: 40 });
    await expect(syncIndicator(page)).toContainText('waiting to upload (25)');
    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await expect(page.getByTestId('flash')).toContainText('Saved on this device. Your answers will upload when you are back online.');
    await expect(page).toHaveURL(/\/$/);

    // Reload with no network at all: the installed app opens from the device and resumes.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hi Nora!' })).toBeVisible();
    await expect(page.getByRole('link', { name: /NEO Personality Inventory/ })).toContainText('19%');
    await page.getByRole('link', { name: /NEO Personality Inventory/ }).click();
    await expect(page.getByText('Page 3 of 12')).toBeVisible();
    await expectItemsAnswered(page, { from: 40, to: 45, firstOnPage: 40 });
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', /45 of 240/);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectItemsAnswered(page, { from: 20, to: 40, firstOnPage: 20 });
    expect((await serverAnswers(page.request, userId, 'neo')).questionsAnswered).toBe(20);

    // Back online: the pending answers upload by themselves.
    await goOnline(context);
    await expectSynced(page);
    const held = await serverAnswers(page.request, userId, 'neo');
    expect(held.questionsAnswered).toBe(45);
    expect(held.answers).toEqual(expectedAnswers(240, [[0, 45]]));
  });
});

test('the server failing with 500 for a while: answers wait, then upload when it recovers', async ({ page, context }) => {
  const { userId } = await signUpByApi(page, { plan: 'free' });
  let failures = 0;
  await context.route('**/api/answers', async (route) => {
    if (route.request().method() === 'POST' && failures < 3) {
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }) });
      return;
    }
    await route.continue();
  });
  await page.goto('/assess/readiness-for-change');
  await answerItems(page, { from: 0, to: 12 });
  await expect(syncIndicator(page)).toContainText(/waiting to upload|Uploading/);
  await expectSynced(page, 40_000);
  expect(failures).toBe(3);
  const held = await serverAnswers(page.request, userId, 'readiness-for-change');
  expect(held.answers).toEqual(expectedAnswers(12, [[0, 12]], READINESS_VALUES));
  // Nothing shown as an error: a server failure is retried, not put to the user.
  await expect(page.getByText(/Failed to save answers/)).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('finishing offline: queued, shown as such, then completed and scored once back online', async ({ page, context }) => {
    const { userId } = await signUpByApi(page, { plan: 'free' });
    await page.goto('/assess/readiness-for-change');
    await expect(questionGroups(page).first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    await goOffline(context);
    await answerItems(page, { from: 0, to: 12 });
    await page.getByRole('button', { name: "I'm Finished" }).click();
    await expect(page.getByTestId('flash')).toContainText('Your answers will be submitted when you are back online.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('list', { name: 'Your assessments' }).getByText('Will be submitted when you are back online', { exact: true })).toBeVisible();

    await goOnline(context);
    await expectSynced(page);
    const current = (await (await page.request.get('/api/users/current')).json()) as {
      assessmentData: { _id: string; completed: boolean; questionsAnswered: number; results: { stage?: string; scoringVersion?: string } | null }[];
    };
    const readiness = current.assessmentData.find((entry) => entry._id === 'readiness-for-change');
    expect(readiness).toMatchObject({ completed: true, questionsAnswered: 12 });
    expect(readiness?.results?.stage).toBeTruthy();
    expect(readiness?.results?.scoringVersion).toBeTruthy();
    expect((await serverAnswers(page.request, userId, 'readiness-for-change')).completed).toBe(true);

    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: 'Readiness for Change' }).getByRole('img', { name: 'Completed' })).toBeVisible();
    // Completed assessments are read-only.
    await page.goto('/assess/readiness-for-change');
    await expect(page.getByText('You have completed this assessment.')).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeDisabled();
  });
});

test('two tabs answering the same assessment: both tabs see every answer and the server gets all of them once', async ({ page, context }) => {
  const { userId } = await signUpByApi(page, { plan: 'free' });
  const second = await context.newPage();
  await page.goto('/assess/readiness-for-change');
  await second.goto('/assess/readiness-for-change');
  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/answers') && request.method() === 'POST') posts.push((request.postDataJSON() as { batchId: string }).batchId);
  });
  await answerItems(page, { from: 0, to: 6 });
  await answerItems(second, { from: 6, to: 12 });
  // Each tab shows the other's answers (they share the device's store).
  await expectItemsAnswered(page, { from: 6, to: 12 });
  await expectItemsAnswered(second, { from: 0, to: 6 });
  await expectSynced(page);
  await expectSynced(second);
  const held = await serverAnswers(page.request, userId, 'readiness-for-change');
  expect(held.answers).toEqual(expectedAnswers(12, [[0, 12]], READINESS_VALUES));
  // One tab sends at a time, so no batch is sent twice.
  expect(new Set(posts).size).toBe(posts.length);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the session expiring while offline: answers wait, the user signs in again, and they upload', async ({ page, context, browser, server }) => {
    const account = await signUpByApi(page, { plan: 'free' });
    await page.goto('/assess/readiness-for-change');
    await expect(questionGroups(page).first()).toBeVisible();
    await waitForServiceWorkerControl(page);
    await goOffline(context);
    await answerItems(page, { from: 0, to: 4 });
    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Meanwhile the session ends on the server (logout elsewhere revokes every session).
    const other = await browser.newContext({ baseURL: server.url });
    const otherPage = await other.newPage();
    const login = await otherPage.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(login.status()).toBe(200);
    expect((await otherPage.request.post('/api/auth/logout')).status()).toBeLessThan(300);
    await other.close();

    await goOnline(context);
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSynced(page);
    const held = await serverAnswers(page.request, account.userId, 'readiness-for-change');
    expect(held.answers).toEqual(expectedAnswers(12, [[0, 4]], READINESS_VALUES));
  });
});

test('logging out with answers not uploaded warns; the next person on this browser never sees or sends them', async ({ page, context }) => {
  const first = await signUpByApi(page, { firstName: 'Fay', plan: 'free' });
  // The server refuses to take answers for now (they stay pending on the device).
  await context.route('**/api/answers', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"Try later."}}' }) : route.continue(),
  );
  await page.goto('/assess/readiness-for-change');
  await answerItems(page, { from: 0, to: 3 });
  await expect(syncIndicator(page)).toContainText('(3)');
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Answers not uploaded yet' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.unroute('**/api/answers');

  // Another person signs in here.
  const posts: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/answers') && request.method() === 'POST') posts.push((request.postDataJSON() as { userId: string }).userId);
  });
  const second = await signUpByApi(page, { firstName: 'Gus', plan: 'free' });
  await page.goto('/assess/readiness-for-change');
  await expect(questionGroups(page).first()).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectSynced(page);
  expect(posts.every((userId) => userId === second.userId)).toBe(true);

  // The first person comes back: their answers upload then.
  await page.request.post('/api/auth/logout');
  await page.goto('/login');
  await page.getByLabel('Email').fill(first.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(first.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Hi Fay!' })).toBeVisible();
  await expectSynced(page);
  const held = await serverAnswers(page.request, first.userId, 'readiness-for-change');
  expect(held.answers).toEqual(expectedAnswers(12, [[0, 3]], READINESS_VALUES));
});
