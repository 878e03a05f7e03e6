import type { Locator, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { DEMO, logIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { syncAndReadReport } from './support/elevate-sync';
import { expect, test } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Users' });
}

/** A new client, signed up through the API in their own request context; returns their id. */
async function newClient(baseURL: string, firstName: string) {
  const context = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'Lantern-Orchard-Quill-71';
  const response = await context.post('/api/auth/register', { data: { firstName, lastName: 'Client', email, password, password2: password } });
  expect(response.status()).toBe(201);
  const { userId } = (await response.json()) as { userId: string };
  return { context, email, userId };
}

test('an admin opening / goes to /admin: the table with Advanced, sorting and search, and no Upgrade Plan', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  const table = usersTable(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'First Name',
    'Last Name',
    'Email',
    'Signed Up',
    'Plan',
    'Assessments Completed',
    'Results',
    'Interview',
    'Interview Session',
    'Results Session',
  ]);
  await page.getByRole('switch', { name: 'Advanced' }).check();
  await expect(table.getByRole('columnheader')).toHaveText([
    'First Name',
    'Last Name',
    'Admin',
    'Email',
    'Signed Up',
    'Plan',
    'Verified',
    'Assessments Completed',
    'Results',
    'Interview',
    'Interview Session',
    'Results Session',
    'Elevate Sync',
  ]);
  const complete = table.getByRole('row').filter({ hasText: 'complete@demo.example' });
  await expect(complete).toContainText('6 of 6');
  await expect(complete).toContainText('MBTI synced, SII synced');
  await expect(table.getByRole('row').filter({ hasText: DEMO.premium })).toContainText('MBTI not synced, SII not synced');

  await table.getByRole('columnheader', { name: 'Last Name' }).click();
  await expect(table.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'ascending');
  const lastNames = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b)));
  await table.getByRole('columnheader', { name: 'Last Name' }).click();
  await expect(table.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'descending');

  await page.getByRole('searchbox', { name: 'Search users' }).fill('priya');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(DEMO.premium);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('no such person');
  await expect(page.getByText('No users match "no such person".')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/admin with Advanced');
});

/** How the e-mail cell of a row is laid out: its text's lines and edges against its column's and the next one's. */
function emailLayout(row: Locator) {
  return row.evaluate((tr) => {
    const cell = [...tr.querySelectorAll('td')].find((td) => td.textContent?.includes('@')) as HTMLElement;
    const next = cell.nextElementSibling as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(cell);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return {
      lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      textRight: Math.max(...rects.map((rect) => rect.right)),
      cellRight: cell.getBoundingClientRect().right,
      nextLeft: next.getBoundingClientRect().left,
    };
  });
}

/** What is wrong with the e-mail cell's layout ('' when nothing): more than three lines, text past its column, a column over the next. */
async function emailLayoutProblem(row: Locator): Promise<string> {
  const layout = await emailLayout(row);
  if (layout.lines > 3) return `${layout.lines} lines`;
  if (layout.textRight > layout.cellRight + 0.5) return `text ends at ${layout.textRight}, its column at ${layout.cellRight}`;
  if (layout.cellRight > layout.nextLeft + 0.5) return `column ends at ${layout.cellRight}, the next starts at ${layout.nextLeft}`;
  return '';
}

test('a long e-mail stays inside its column, broken at its hyphens and @ (three lines, not a letter a line), and a phone scrolls the table sideways', async ({ page, baseURL }) => {
  const context = await playwrightRequest.newContext({ baseURL });
  const email = `the-longest-mailbox-name-a-client-could-have-${Date.now().toString(36)}@career-services.department.university.example`;
  const password = 'Lantern-Orchard-Quill-71';
  expect((await context.post('/api/auth/register', { data: { firstName: 'Lorna', lastName: 'Long', email, password, password2: password } })).status()).toBe(201);
  await context.dispose();
  await logIn(page, DEMO.admin);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('Lorna');
  // The search shown: the header and Lorna's row only, so the columns are sized for her address.
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  const row = usersTable(page).getByRole('row').filter({ hasText: email });
  await expect.poll(() => emailLayoutProblem(row)).toBe('');

  await page.setViewportSize({ width: 375, height: 700 });
  await expect.poll(() => emailLayoutProblem(row)).toBe('');
  // The table keeps its columns readable and scrolls inside its frame; the page itself does not.
  await expect.poll(() => usersTable(page).evaluate((table) => table.scrollWidth - (table.parentElement as HTMLElement).clientWidth)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the user dialog: progress, a plan change that refreshes the table, and the change in the audit log", async ({ page, baseURL }) => {
  const { email } = await newClient(baseURL as string, 'Dora');
  await logIn(page, DEMO.admin);
  const row = usersTable(page).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('No plan');
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Dora Client' });
  await expect(dialog.getByText('No plan, so no assessments yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Advanced Controls' }).click();
  await dialog.getByRole('combobox', { name: 'Change plan' }).selectOption('Premium');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('flash')).toContainText('Dora Client is now on the Premium plan.');
  await expect(dialog.getByText(`${email} · Premium`)).toBeVisible();
  await expect(dialog.getByText('Psychosocial Interview')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the user dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The refreshed list.
  await expect(row).toContainText('Premium');
  await expect(row).toContainText('0 of 7');
  await row.click();
  await dialog.getByRole('button', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?subjectId=/);
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row').filter({ hasText: 'Plan changed' })).toContainText('→ premium');
  await expect(log.getByRole('row').filter({ hasText: 'Plan changed' })).toContainText(`Dora Client <${email}>`);
  await expectNoSeriousA11yViolations(page, '/admin/audit');
});

test("an admin reads the complete client's results in the client's layout", async ({ page }) => {
  await logIn(page, DEMO.admin);
  await usersTable(page).getByRole('button', { name: 'Results of Casey Complete' }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Casey Complete (viewed by an admin)')).toBeVisible();
  await page.getByRole('navigation', { name: 'Results' }).getByRole('button', { name: 'Depression Screening', exact: true }).click();
  await expect(page.getByText('Score: 16 of 63')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/results/{id}');
  await page.getByRole('button', { name: 'Back to Users' }).click();
  await expect(usersTable(page)).toBeVisible();
});

test("an admin reads a client's interview by section, with 'No Answer' in red", async ({ page, baseURL }) => {
  const client = await newClient(baseURL as string, 'Ivan');
  await logIn(page, DEMO.admin);
  await expect(usersTable(page)).toBeVisible();
  expect((await page.request.post('/api/plans', { data: { userId: client.userId, plan: 'premium' } })).status()).toBe(200);
  const save = (assessmentId: string, totalQuestions: number, answers: unknown) =>
    client.context.post('/api/answers', { data: { userId: client.userId, assessmentId, totalQuestions, answers, markComplete: true } });
  expect((await save('consent', 1, ['agree'])).status()).toBe(200);
  const interview = await save('interview', 52, {
    '1': 'A new manager made me rethink where I am going.',
    '2': { selection: 'Employed full-time' },
    '3': { 'A clearer sense of direction': true },
  });
  expect(interview.status()).toBe(200);

  await page.reload();
  const row = usersTable(page).getByRole('row').filter({ hasText: client.email });
  await row.getByRole('button', { name: 'Interview of Ivan Client' }).click();
  await expect(page.getByRole('heading', { name: 'Interview: Ivan Client' })).toBeVisible();
  const start = page.getByRole('region', { name: 'Getting Started' });
  await expect(start.getByText('A new manager made me rethink where I am going.')).toBeVisible();
  await expect(start.getByText('Employed full-time')).toBeVisible();
  await expect(start.getByText('A clearer sense of direction')).toBeVisible();
  const noAnswer = start.getByText('No Answer');
  await expect(noAnswer).toHaveCount(1);
  await expect(noAnswer).toHaveCSS('color', 'rgb(188, 47, 50)');
  await expectNoSeriousA11yViolations(page, '/interview/{id}');
  await client.context.dispose();
});

test('login as the premium demo client: the banner, a refused write, and Return to admin', async ({ page }) => {
  await logIn(page, DEMO.admin);
  await usersTable(page).getByRole('row').filter({ hasText: DEMO.premium }).click();
  const dialog = page.getByRole('dialog', { name: 'Priya Premium' });
  await dialog.getByRole('button', { name: 'Advanced Controls' }).click();
  await dialog.getByRole('button', { name: 'Login as user' }).click();

  const banner = page.getByRole('region', { name: 'Viewing as a client' });
  await expect(banner).toContainText("Viewing Priya Premium's account");
  await expect(banner).toContainText('nothing can be changed');
  await expect(page.getByRole('heading', { name: 'Hi Priya!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the dashboard as a client');
  // The server refuses any change, whatever the page offers.
  await page.getByRole('link', { name: /Consent/ }).click();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page.getByText(/You are viewing this account as an admin: nothing can be changed/).first()).toBeVisible();
  expect((await page.request.get('/api/users/')).status()).toBe(403);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  await banner.getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(usersTable(page)).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('a client on any admin route is sent to /', async ({ page }) => {
  await logIn(page, DEMO.free);
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Interests' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/database', '/admin/search-record', '/admin/audit', '/interview/x']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  const response = await page.request.get('/api/users/');
  expect(response.status()).toBe(403);
});

test("the user dialog keeps its size while the client's progress loads: nothing moves under the pointer, and Sync works at once", async ({ page }) => {
  await logIn(page, DEMO.admin);
  await expect(usersTable(page)).toBeVisible();
  // The progress is held until the dialog has been measured, as on a slow connection.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/users\/[^/?]+\?view=progress$/, async (route) => {
    await released;
    await route.continue();
  });
  await usersTable(page).getByRole('row').filter({ hasText: 'complete@demo.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Casey Complete' });
  const controls = dialog.getByRole('button', { name: 'Advanced Controls' });
  await expect(dialog.getByRole('list', { name: 'Loading progress...' })).toBeVisible();
  const before = await controls.boundingBox();
  release();
  await expect(dialog.getByRole('progressbar', { name: /^NEO Personality Inventory: 100%$/ })).toBeAttached();
  await expect(dialog.getByRole('link', { name: 'Open career ideas', exact: true })).toBeVisible();
  const after = await controls.boundingBox();
  expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  await controls.click();
  await syncAndReadReport(page, dialog);
});
