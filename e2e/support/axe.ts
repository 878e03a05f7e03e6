import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { animationsSettled } from './animations';

/**
 * Fluent UI's focus manager (tabster) puts `<i data-tabster-dummy aria-hidden tabindex=0>` sentinels
 * around focus traps and groups; they hand focus on at once and are aria-hidden so screen readers
 * skip them. axe reports them as aria-hidden-focus, a known false positive
 * (github.com/microsoft/tabster/issues/288; Accessibility Insights suppresses it the same way).
 */
function isTabsterDummy(html: string): boolean {
  return html.includes('data-tabster-dummy');
}

/**
 * axe-core over the page as it stands (or only the part `include` selects, e.g. a dialog over a
 * long table, which axe would take minutes over on a busy machine): no serious or critical violations.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string, include?: string) {
  // A dialog fading in is half transparent for a moment: a scan in that moment measured its text's
  // contrast through the fade (a fresh clone's run failed color-contrast on the record form so).
  await animationsSettled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => (violation.id === 'aria-hidden-focus' ? { ...violation, nodes: violation.nodes.filter((node) => !isTabsterDummy(node.html)) } : violation))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(serious, `axe on ${where}`).toEqual([]);
}
