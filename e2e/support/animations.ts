import type { Page } from '@playwright/test';

/**
 * Waits until the page is at rest: no finite animation or transition running (a dialog fading in,
 * an accordion panel opening). Endless ones (a spinner) are not waited for. What a user reads and
 * clicks is the page after its motion, and a test that acts during it acts on a half-drawn page.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}
