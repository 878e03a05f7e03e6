import type { Page } from '@playwright/test';
import type { AssessmentId } from '../scoring/src/assessment-ids';
import { DEMO_ANSWERS } from '../sync-server/src/modules/answers/data/demo-answers';
import { answerRulesFor } from '../sync-server/src/modules/answers/services/answer-rules';
import { DEMO, logIn, signUpByApi } from './support/accounts';
import { expect, testOnOwnServer } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
testOnOwnServer.use({ serviceWorkers: 'block' });

/**
 * Issue 30, "Words that fit the plan and the person", in the browser: the dashboard's plan line,
 * 'Your Results Are Ready!', 'Want More?' and the session rows (and /results' 'You Did it!') for a
 * Free, an Essential and a Premium client and an admin (pwa/src/features/dashboard/plan-words.ts).
 */

// A server of its own per worker: the complete demo client books here and is moved to Premium.
const test = testOnOwnServer;

test.use({ timezoneId: 'America/Chicago' });

const COMPLETE = 'complete@demo.example';
const SPEC_RESULTS_NOTE = 'Premium users can schedule the Results Session to go through their results with a career counselor.';
const SPEC_WANT_MORE = 'Upgrade your plan for more assessments and a live video session with a Ph.D. level career counselor.';
const ESSENTIAL_WANT_MORE = 'Upgrade to Premium to add the Psychosocial Interview and an Interview Session with a Ph.D. level career counselor to your plan.';

async function signIn(page: Page, email: string, firstName: string) {
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: `Hi ${firstName}!` })).toBeVisible();
}

const planLine = (page: Page) => page.getByTestId('dashboard-plan');
const readyPanel = (page: Page) => page.getByRole('region', { name: 'Your Results Are Ready!' });
const wantMore = (page: Page) => page.getByRole('region', { name: 'Want More?' });
const sessions = (page: Page) => page.getByRole('region', { name: 'Your sessions' });
const sessionRow = (page: Page, name: 'Interview Session' | 'Results Session') => sessions(page).getByRole('group', { name });

/** In the open scheduling dialog: the coach, the third day offered and its first time; returns the time as the dialog says it. */
async function bookInDialog(page: Page, coach: RegExp): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Schedule your Results Session' });
  await dialog.getByRole('radio', { name: coach }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
  await dialog.getByRole('group', { name: /^Times on / }).getByRole('button').first().click();
  const chosen = ((await dialog.getByTestId('chosen-time').textContent()) ?? '').replace(/^Your choice: /, '');
  await dialog.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByTestId('flash')).toContainText('Meeting Scheduled!');
  await expect(dialog).toBeHidden();
  return chosen;
}

/** Finishes the Free plan's assessments through the answer API, with the demo answers. */
async function finishFreePlanByApi(page: Page, userId: string) {
  const answers = {
    'depression-screening': [...DEMO_ANSWERS['depression-screening']],
    'readiness-for-change': [...DEMO_ANSWERS['readiness-for-change']],
    neo: [...DEMO_ANSWERS.neo],
    'career-values': { ...DEMO_ANSWERS['career-values'] },
  };
  for (const [assessmentId, given] of Object.entries(answers) as [AssessmentId, unknown][]) {
    const totalQuestions = answerRulesFor(assessmentId).totalQuestions;
    const saved = await page.request.post('/api/answers', { data: { userId, assessmentId, totalQuestions, answers: given, markComplete: true } });
    expect(saved.status(), assessmentId).toBe(200);
  }
}

test("a Free client: 'Plan: Free', the spec's offers, no session rows; all done, the spec's note on the Results Session", async ({ page }) => {
  const { userId } = await signUpByApi(page, { firstName: 'Fern', plan: 'free' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi Fern!' })).toBeVisible();
  await expect(planLine(page)).toHaveText('Plan: Free');
  await expect(wantMore(page).getByText(SPEC_WANT_MORE)).toBeVisible();
  await expect(wantMore(page).getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(sessions(page)).toHaveCount(0);

  await finishFreePlanByApi(page, userId);
  await page.reload();
  await expect(readyPanel(page).getByText(`${SPEC_RESULTS_NOTE} The Essential plan includes it too.`)).toBeVisible();
  await expect(readyPanel(page).getByRole('button', { name: 'Schedule Results Session' })).toHaveCount(0);
  await expect(wantMore(page).getByText(SPEC_WANT_MORE)).toBeVisible();
  await expect(sessions(page)).toHaveCount(0);

  await readyPanel(page).getByRole('button', { name: 'View Results' }).click();
  await expect(page.getByText('Upgrade to Essential or Premium to review your results with a psychologist.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
});

test("an Essential client with assessments to do: 'Plan: Essential', Premium's offer without a video session they have, the Results Session waits", async ({ page }) => {
  await signIn(page, DEMO.essential, 'Eli');
  await expect(planLine(page)).toHaveText('Plan: Essential');
  await expect(wantMore(page).getByText(ESSENTIAL_WANT_MORE)).toBeVisible();
  await expect(wantMore(page)).not.toContainText('live video session');
  await expect(sessionRow(page, 'Results Session').getByText('Please finish all assessments before scheduling')).toBeVisible();
  await expect(sessionRow(page, 'Interview Session')).toHaveCount(0);
  await expect(readyPanel(page)).toHaveCount(0);
});

test("a Premium client with assessments to do: 'Plan: Premium', no Want More?, both session rows", async ({ page }) => {
  await signIn(page, DEMO.premium, 'Priya');
  await expect(planLine(page)).toHaveText('Plan: Premium');
  await expect(sessionRow(page, 'Interview Session').getByText('Not Scheduled')).toBeVisible();
  await expect(sessionRow(page, 'Results Session').getByText('Please finish all assessments before scheduling')).toBeVisible();
  await expect(wantMore(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
  await expect(readyPanel(page)).toHaveCount(0);
});

test('the complete client: as Essential it schedules the Results Session from the panel, which then names it; moved to Premium, the spec note returns once cancelled', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, COMPLETE, 'Casey');
  await expect(planLine(page)).toHaveText('Plan: Essential');
  await expect(readyPanel(page).getByText('Essential users can schedule the Results Session to go through their results with a career counselor.')).toBeVisible();
  await expect(readyPanel(page)).not.toContainText(SPEC_RESULTS_NOTE);
  await expect(sessionRow(page, 'Results Session').getByTestId('results-session-time')).toHaveText('Not Scheduled');

  // Booked from the panel: the panel, the row and /results name the booked session; nothing offers it again.
  await readyPanel(page).getByRole('button', { name: 'Schedule Results Session' }).click();
  const booked = await bookInDialog(page, /^Sam Example, Ph\.D\./);
  await expect(readyPanel(page).getByText(`You have booked the Results Session to go through your results with Sam Example, Ph.D. on ${booked}.`)).toBeVisible();
  await expect(readyPanel(page).getByRole('button', { name: 'Schedule Results Session' })).toHaveCount(0);
  await expect(readyPanel(page)).not.toContainText('can schedule');
  await expect(sessionRow(page, 'Results Session').getByTestId('results-session-time')).toHaveText(booked);
  await expect(wantMore(page).getByText(ESSENTIAL_WANT_MORE)).toBeVisible();
  await page.screenshot({ path: '/tmp/plan-words-essential-booked.png', fullPage: true });
  await page.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page.getByText(`You have booked your Results Session: you will review your results with Sam Example, Ph.D. on ${booked}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);

  // An admin moves the client to Premium; the client finishes the interview Premium adds.
  const userId = ((await (await page.request.get('/api/users/current')).json()) as { _id: string })._id;
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO.admin);
  await expect(admin).toHaveURL(/\/admin$/);
  expect((await admin.request.post('/api/plans', { data: { userId, plan: 'premium' } })).status()).toBe(200);
  await adminContext.close();
  const interview = await page.request.post('/api/answers', {
    data: { userId, assessmentId: 'interview', totalQuestions: answerRulesFor('interview').totalQuestions, answers: { '1': 'Employed, looking for a change' }, markComplete: true },
  });
  expect(interview.status()).toBe(200);

  await page.goto('/');
  await expect(planLine(page)).toHaveText('Plan: Premium');
  await expect(readyPanel(page).getByText(`You have booked the Results Session to go through your results with Sam Example, Ph.D. on ${booked}.`)).toBeVisible();
  await expect(wantMore(page)).toHaveCount(0);
  await expect(sessionRow(page, 'Interview Session').getByText('Not Scheduled')).toBeVisible();

  // Cancelled: Premium reads the spec's note word for word, with the action to schedule it.
  await sessionRow(page, 'Results Session').getByRole('button', { name: 'Cancel session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel session' }).click();
  await expect(sessionRow(page, 'Results Session').getByText('Not Scheduled')).toBeVisible();
  await expect(readyPanel(page).getByText(SPEC_RESULTS_NOTE, { exact: true })).toBeVisible();
  await expect(readyPanel(page).getByRole('button', { name: 'Schedule Results Session' })).toBeVisible();
});

test("an admin never reaches the dashboard: no plan line, no 'Want More?', no session rows or Upgrade Now", async ({ page }) => {
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toHaveCount(0);
  await expect(planLine(page)).toHaveCount(0);
  await expect(wantMore(page)).toHaveCount(0);
  await expect(sessions(page)).toHaveCount(0);
  await expect(readyPanel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
});
