import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { CARD_SORT_DEFINITION } from '../../scoring/src/card-sort/card-sort-definition';

export const CARD_COUNT = CARD_SORT_DEFINITION.questions.cards.length;
export const COLUMNS = ['Start', 'Always', 'Often', 'Sometimes', 'Seldom', 'Never'] as const;
export type Column = (typeof COLUMNS)[number];

/** A valid sort of all 54 cards: how many go to each bin, in order (within every bin's limits). */
export const VALID_PLAN: readonly [Column, number][] = [
  ['Always', 10],
  ['Often', 14],
  ['Sometimes', 14],
  ['Seldom', 10],
  ['Never', 6],
];

export function column(page: Page, name: string) {
  return page.getByRole('list', { name, exact: true });
}

/** The first card still in the Start column. */
export function firstUnsorted(page: Page) {
  return column(page, 'Start').getByRole('button').first();
}

/** Keyboard only: focus a card, Space picks it up, arrows carry it to the column, Space drops it. */
export async function moveByKeyboard(page: Page, card: ReturnType<Page['getByRole']>, to: Column, from: Column = 'Start') {
  await card.focus();
  await page.keyboard.press('Space');
  const steps = COLUMNS.indexOf(to) - COLUMNS.indexOf(from);
  for (let step = 0; step < Math.abs(steps); step += 1) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Space');
}

/** Where to aim for a column: into its list (the upper part, on screen), or the bottom of an empty column. */
async function aimAt(page: Page, to: string): Promise<{ x: number; y: number }> {
  const region = await page.getByRole('region', { name: to, exact: true }).boundingBox();
  const list = await column(page, to).boundingBox();
  if (!region) throw new Error(`column ${to} not on screen`);
  const y = list && list.height >= 24 ? list.y + Math.min(list.height / 2, 40) : region.y + region.height - 15;
  return { x: region.x + region.width / 2, y };
}

/**
 * With the mouse: press on the card, move past the drag threshold, glide onto the column, then,
 * as a hand would once the board has made room for the card, aim again and release.
 */
export async function moveByMouse(page: Page, card: ReturnType<Page['getByRole']>, to: Column | 'Your top 8') {
  // hover() scrolls the card into view and waits until it is steady, looking it up again when the
  // element is replaced meanwhile, where scrollIntoViewIfNeeded() gives up ("Element is not attached").
  await card.hover();
  const from = await card.boundingBox();
  if (!from) throw new Error('card not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.waitForTimeout(100);
  // Over the Start pile to just above the column, then straight down into it: passing over other
  // columns would move the card into them on the way and shift the board under the pointer.
  const first = await aimAt(page, to);
  const top = await page.getByRole('region', { name: to, exact: true }).boundingBox();
  await page.mouse.move(first.x, (top?.y ?? first.y) - 12, { steps: 6 });
  await page.mouse.move(first.x, first.y, { steps: 4 });
  await page.waitForTimeout(150);
  const settled = await aimAt(page, to);
  await page.mouse.move(settled.x, settled.y, { steps: 2 });
  await page.waitForTimeout(100);
  await page.mouse.up();
  // The hand leaving the card: dnd-kit swallows every click in the 50 ms after a drop (a
  // capture-phase listener it removes on a 50 ms timer), so a click at once, which no hand makes,
  // did nothing (a fresh clone's run on a fast machine: the Add click after the drags left 3 of 8).
  await page.waitForTimeout(100);
}

export async function expectCounts(page: Page, counts: Partial<Record<Column, number>>) {
  for (const [name, count] of Object.entries(counts)) {
    await expect(column(page, name).getByRole('button')).toHaveCount(count);
  }
}
