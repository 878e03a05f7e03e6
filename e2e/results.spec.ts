import type { Page } from '@playwright/test';
import { logIn, signUpByApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { goOffline, goOnline } from './support/answers';
import { expect, test } from './support/fixtures';
import { openResult, resultRegion, resultsMenu } from './support/results';
import { waitForServiceWorkerControl } from './support/service-worker';

// The service worker (its precache: about 230 files, 1.9 MB) only in the tests that need it.
test.use({ serviceWorkers: 'block' });

const COMPLETE = 'complete@demo.example';


/** The key figures of the demo answer set (scored by the server from the same answers as the demo page). */
async function expectDemoFigures(page: Page, options: { axe: boolean }) {
  const check = async (label: string, assert: () => Promise<void>) => {
    await openResult(page, label);
    await assert();
    if (options.axe) await expectNoSeriousA11yViolations(page, label);
  };
  await check('Depression Screening', async () => {
    const view = resultRegion(page, 'Depression Screening');
    await expect(view.getByText('Score: 16 of 63')).toBeVisible();
    await expect(view.getByText('Level: Mild')).toBeVisible();
    await expect(view.getByRole('img', { name: /Score 16 on a scale from 0 to 63/ })).toBeVisible();
    await expect(page.getByTestId('crisis-resources')).toHaveCount(0);
  });
  await check('Readiness for Change', async () => {
    await expect(resultRegion(page, 'Readiness for Change').getByText('Your stage: Contemplation')).toBeVisible();
  });
  await check('General Occupational Themes', async () => {
    await expect(resultRegion(page, 'General Occupational Themes').getByText('ASI', { exact: true }).first()).toBeVisible();
  });
  await check('Basic Interest Scales', async () => {
    await expect(resultRegion(page, 'Basic Interest Scales').getByRole('table')).toBeVisible();
  });
  await check('Occupational Scales', async () => {
    await expect(resultRegion(page, 'Occupational Scales').getByRole('table')).toBeVisible();
    // read as the Strong reads them: 40 and above is similar interests
    await expect(resultRegion(page, 'Occupational Scales').getByRole('row').filter({ hasText: 'Graphic Designer' })).toContainText('Similar interests');
  });
  await check('Personal Style Scales', async () => {
    await expect(resultRegion(page, 'Personal Style Scales').getByRole('table')).toBeVisible();
  });
  await check('Skills Confidence Inventory', async () => {
    await expect(resultRegion(page, 'Skills Confidence Inventory').getByRole('table')).toBeVisible();
  });
  await check('Myers Briggs Type Indicator-Form M', async () => {
    await expect(resultRegion(page, 'Myers Briggs Type Indicator-Form M').getByText('The Values-Led Seeker').first()).toBeVisible();
  });
  await check('NEO Personality Inventory', async () => {
    const view = resultRegion(page, 'NEO Personality Inventory');
    const openness = view.getByRole('row').filter({ hasText: 'Openness to Experience' }).first();
    // T 63.8 (the estimated combined norms), its 95% range, and a level near its boundary
    await expect(openness).toContainText('63.8');
    await expect(openness).toContainText('57–70');
    await expect(openness).toContainText('High, near the boundary with Average');
    await view.getByRole('button', { name: 'Openness to Experience facets' }).click();
    await expect(view.getByRole('button', { name: 'Openness to Experience facets' })).toHaveAttribute('aria-expanded', 'true');
  });
  await check('Career Values Card Sort', async () => {
    const view = resultRegion(page, 'Career Values Card Sort');
    await expect(view.getByRole('img', { name: '4 of 4 stars' })).toBeVisible();
    await expect(view.getByRole('img', { name: '0 of 4 stars' })).toBeVisible();
    await expect(view.getByText('Creativity', { exact: true })).toBeVisible();
  });
}

test('a client with every assessment complete sees each view with its figures, with no serious accessibility violations', async ({ page }) => {
  // Ten views, each checked by axe-core: 1.5 min on the 2-core machine, over 2 under extra load.
  test.setTimeout(240_000);
  await logIn(page, COMPLETE);
  await expect(page.getByText('Your Results Are Ready!')).toBeVisible();
  await page.getByRole('button', { name: 'View Results' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You Did it!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the default view');
  await expectDemoFigures(page, { axe: true });
});

test('a client with only the depression screening complete sees the rest disabled, and the crisis resources first', async ({ page }) => {
  const { userId } = await signUpByApi(page, { firstName: 'Sam', plan: 'free' });
  // '1' in every group, group 9 (thoughts of self-harm) included: any answer above 0 there raises the safety flag.
  const answers: string[] = Array.from({ length: 21 }, () => '1');
  const saved = await page.request.post('/api/answers', {
    data: { userId, assessmentId: 'depression-screening', totalQuestions: 21, answers, markComplete: true },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/results');
  const menu = resultsMenu(page);
  for (const label of ['Readiness for Change', 'Strong Interest Inventory', 'Myers Briggs Type Indicator-Form M', 'NEO Personality Inventory', 'Career Values Card Sort']) {
    await expect(menu.getByRole('button', { name: label })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  await openResult(page, 'Depression Screening');
  const crisis = page.getByTestId('crisis-resources');
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: /988/ }).first()).toHaveAttribute('href', 'tel:988');
  await expect(resultRegion(page, 'Depression Screening').getByText('Score: 21 of 63')).toBeVisible();
  // The resources come before the score.
  const order = await page.evaluate(() => {
    const crisisBox = document.querySelector('[data-testid="crisis-resources"]');
    const score = [...document.querySelectorAll('*')].find((element) => element.textContent === 'Score: 21 of 63');
    return crisisBox && score ? crisisBox.compareDocumentPosition(score) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  await expectNoSeriousA11yViolations(page, 'the depression view with the safety flag');
});

test('/results/demo works signed out, from the landing page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'See a Sample Report' }).click();
  await expect(page).toHaveURL(/\/results\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Results' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/results/demo');
  await expectDemoFigures(page, { axe: false });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('results stay readable offline once viewed, and are gone from the device after logout', async ({ page, context }) => {
    await logIn(page, COMPLETE);
    await expect(page.getByText('Your Results Are Ready!')).toBeVisible();
    await waitForServiceWorkerControl(page);
    await page.goto('/results?view=readiness-for-change');
    const readiness = resultRegion(page, 'Readiness for Change');
    await expect(readiness.getByText('Your stage: Contemplation')).toBeVisible();
    await expect(readiness.getByText('No description available')).toHaveCount(0);

    await goOffline(context);
    await page.reload();
    await expect(readiness.getByText('Your stage: Contemplation')).toBeVisible();
    // The explanations come from the device too.
    await expect(readiness.getByText('No description available')).toHaveCount(0);
    await openResult(page, 'Myers Briggs Type Indicator-Form M');

    await goOnline(context);
    await page.getByRole('button', { name: 'Back to Dashboard' }).click();
    await page.getByRole('button', { name: /Log ?out/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Get Started' }).first()).toBeVisible();
    const cachedProfiles = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('career-assessment');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('profile').objectStore('profile').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => reject(count.error);
          };
        }),
    );
    expect(cachedProfiles).toBe(0);
    // Offline after logout, nothing of the client is left to show.
    await goOffline(context);
    await page.goto('/results');
    await expect(page.getByText('We could not load your account')).toBeVisible();
    await expect(resultsMenu(page)).toHaveCount(0);
    await expect(page.getByText('Casey Complete')).toHaveCount(0);
  });
});

test('print or save as PDF gives a paginated report of every completed result', async ({ page }) => {
  await logIn(page, COMPLETE);
  await expect(page.getByText('Your Results Are Ready!')).toBeVisible();
  await page.goto('/results?view=neo');
  // The browser's print dialog cannot be driven here: stand in for it, then print to PDF.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  const report = page.getByTestId('results-report');
  await expect(report.getByRole('heading', { level: 2 })).toHaveText([
    'Depression Screening',
    'Readiness for Change',
    'General Occupational Themes',
    'Basic Interest Scales',
    'Occupational Scales',
    'Personal Style Scales',
    'Skills Confidence Inventory',
    'Myers Briggs Type Indicator-Form M',
    'NEO Personality Inventory',
    'Career Values Card Sort',
  ]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  // Every facet is open in print, and no toggle is left.
  await expect(report.getByRole('button', { name: /facets$/ })).toHaveCount(0);
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  // One section per page at least (ten sections), the long tables over more.
  expect(pages).toBeGreaterThanOrEqual(10);
});

test('on a narrow screen, the results menu folds into one button above the view, and a choice brings its view into sight', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/results/demo');
  const toggle = resultsMenu(page).getByRole('button', { name: /^Results menu/ });
  await expect(toggle).toHaveText(/Choose a result/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Folded, the menu leaves the welcome in sight instead of seven rows above it.
  await expect(resultsMenu(page).getByRole('button', { name: 'Career Values Card Sort' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'You Did it!' })).toBeInViewport();
  await toggle.click();
  await resultsMenu(page).getByRole('button', { name: 'Career Values Card Sort' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Career Values Card Sort' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toHaveText(/Career Values Card Sort/);
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
