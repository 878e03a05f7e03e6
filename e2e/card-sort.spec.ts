import type { Page } from '@playwright/test';
import { CARD_SORT_DEFINITION } from '../scoring/src/card-sort/card-sort-definition';
import { signUpByApi } from './support/accounts';
import { expectSynced, goOffline, goOnline, serverAnswers } from './support/answers';
import { CARD_COUNT, column, expectCounts, firstUnsorted, moveByKeyboard, moveByMouse, VALID_PLAN } from './support/card-sort';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

// The service worker (its precache: about 230 files, 1.9 MB) only in the tests that need it.
test.use({ serviceWorkers: 'block' });

/**
 * The rank step is on screen. The address changes at once, but React Router shows the next page in
 * a transition: until its code is in, the sort board (which has an 'Always' column too) is still
 * shown, and a card found there is gone a moment later.
 */
async function expectRankStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Step two: rank your top 8 values' })).toBeVisible();
}

interface SortAnswers {
  answers: Record<string, string[]>;
  completed: boolean;
}

test('the card sort by keyboard alone, rank step included: completed and held by the server', async ({ page }) => {
  test.setTimeout(150_000);
  const { userId } = await signUpByApi(page, { plan: 'free' });
  await page.goto('/assess/career-values');
  await expectCounts(page, { Start: CARD_COUNT, Always: 0 });

  // Finishing too early names what is left.
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page.getByText(`Please finish sorting all values (${CARD_COUNT} left)`)).toBeVisible();

  for (const [bin, count] of VALID_PLAN) {
    for (let index = 0; index < count; index += 1) await moveByKeyboard(page, firstUnsorted(page), bin);
  }
  await expect(page.getByTestId('board-announcement')).toContainText('Dropped');
  await expectCounts(page, { Start: 0, Always: 10, Often: 14, Sometimes: 14, Seldom: 10, Never: 6 });
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page).toHaveURL(/\/assess\/career-values-rank$/);
  await expectRankStep(page);

  // Rank: the first card carried by keyboard one column to the right (into 'Your top 8'), the
  // others with their Add buttons (Enter).
  const always = column(page, 'Always');
  await moveByKeyboard(page, always.getByRole('button').first(), 'Always', 'Start');
  await expect(column(page, 'Your top 8').getByRole('listitem')).toHaveCount(1);
  // Each card in the ranking before the next is added, as a person sees it: the add is saved on the
  // device first, and the first Add button found before that was still the card just added (a
  // fresh clone's run on a fast machine ranked 7 of 8 so).
  for (let ranked = 1; ranked < 8; ranked += 1) {
    const add = page.getByRole('button', { name: /^Add .* to ranking$/ }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(column(page, 'Your top 8').getByRole('listitem')).toHaveCount(ranked + 1);
  }
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page.getByTestId('flash')).toContainText('Answers Saved!');
  await expect(page).toHaveURL(/\/$/);
  await expectSynced(page);

  const held = (await serverAnswers(page.request, userId, 'career-values')) as unknown as SortAnswers;
  expect(held.completed).toBe(true);
  expect(held.answers.start).toEqual([]);
  expect(held.answers.always).toHaveLength(10);
  expect(held.answers.never).toHaveLength(6);
  expect(held.answers.rank).toHaveLength(8);
});

test('the card sort by mouse drag: into every bin, ranked by drag, completed', async ({ page }) => {
  test.setTimeout(150_000);
  const { userId } = await signUpByApi(page, { plan: 'free' });
  // 48 cards are sorted beforehand through the API (the page takes the server's sort on opening);
  // the mouse carries the last six, one or more into every bin. The keyboard test sorts all 54.
  const ids = CARD_SORT_DEFINITION.questions.cards.map((card) => card.id);
  const seeded = { always: 9, often: 13, sometimes: 13, seldom: 9, never: 4 };
  const answers: Record<string, string[]> = {};
  let next = 0;
  for (const [bin, count] of Object.entries(seeded)) {
    answers[bin] = ids.slice(next, next + count);
    next += count;
  }
  answers.start = ids.slice(next);
  const seed = await page.request.post('/api/answers', { data: { userId, assessmentId: 'career-values', totalQuestions: CARD_COUNT, answers } });
  expect(seed.status()).toBe(200);

  // A tall window, so the pile and the tops of the bins are on screen together, as a drag needs: in
  // 720 px the bin under the pointer could be below the window's edge (behind the sticky progress
  // bar), and the board scrolled away under the pointer.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/assess/career-values');
  await expectCounts(page, { Start: 6, Always: 9, Often: 13, Sometimes: 13, Seldom: 9, Never: 4 });
  let left = 6;
  for (const bin of ['Always', 'Often', 'Sometimes', 'Seldom', 'Never', 'Never'] as const) {
    // The last card of the pile sits just above the bins (the first may be under the sticky header).
    await moveByMouse(page, column(page, 'Start').getByRole('button').last(), bin);
    left -= 1;
    await expect(column(page, 'Start').getByRole('button')).toHaveCount(left);
  }
  await expectCounts(page, { Always: 10, Often: 14, Sometimes: 14, Seldom: 10, Never: 6 });
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page).toHaveURL(/\/assess\/career-values-rank$/);
  await expectRankStep(page);
  // Still the tall window: the 'Always' cards and the ranking are on screen together.
  for (let ranked = 0; ranked < 3; ranked += 1) {
    // The card itself (the first button of its row; the others are its Add/Move buttons).
    await moveByMouse(page, column(page, 'Always').getByRole('listitem').last().getByRole('button').first(), 'Your top 8');
    await expect(column(page, 'Your top 8').getByRole('listitem')).toHaveCount(ranked + 1);
  }
  for (let ranked = 3; ranked < 8; ranked += 1) {
    await page.getByRole('button', { name: /^Add .* to ranking$/ }).first().click();
    await expect(column(page, 'Your top 8').getByRole('listitem')).toHaveCount(ranked + 1);
  }
  await page.getByRole('button', { name: "I'm Finished" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSynced(page);
  const held = (await serverAnswers(page.request, userId, 'career-values')) as unknown as SortAnswers;
  expect(held.completed).toBe(true);
  expect(held.answers.rank).toHaveLength(8);
  expect(held.answers.never).toHaveLength(6);
  expect(held.answers.start).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('Save & Exit mid-sort offline, reload offline with every card in place, then the server gets the sort', async ({ page, context }) => {
    test.setTimeout(90_000);
    const { userId } = await signUpByApi(page, { plan: 'free' });
    await page.goto('/assess/career-values');
    await expectCounts(page, { Start: CARD_COUNT });
    await waitForServiceWorkerControl(page);
    await moveByKeyboard(page, firstUnsorted(page), 'Always');
    await moveByKeyboard(page, firstUnsorted(page), 'Often');
    await expectSynced(page);

    await goOffline(context);
    const toNever: (string | null)[] = [];
    for (let index = 0; index < 2; index += 1) {
      toNever.push(await firstUnsorted(page).textContent());
      await moveByKeyboard(page, firstUnsorted(page), 'Never');
    }
    await moveByKeyboard(page, firstUnsorted(page), 'Seldom');
    await page.getByRole('button', { name: 'Save & Exit' }).click();
    await expect(page.getByTestId('flash')).toContainText('Saved on this device. Your answers will upload when you are back online.');
    await expect(page).toHaveURL(/\/$/);

    await page.reload();
    await page.goto('/assess/career-values');
    await expectCounts(page, { Start: CARD_COUNT - 5, Always: 1, Often: 1, Seldom: 1, Never: 2 });
    expect((await column(page, 'Never').getByRole('button').allTextContents()).sort()).toEqual(toNever.sort());

    await goOnline(context);
    await expectSynced(page);
    const held = (await serverAnswers(page.request, userId, 'career-values')) as unknown as SortAnswers;
    expect(held.answers.start).toHaveLength(CARD_COUNT - 5);
    expect(held.answers.never).toHaveLength(2);
    expect(held.answers.seldom).toHaveLength(1);
    expect(held.answers.always).toHaveLength(1);
  });
});
