import type { Locator, Page, Request, Response } from '@playwright/test';
import { expect } from '@playwright/test';
import { animationsSettled } from './animations';

const SYNC_PATH = '/api/external/elevate';

/**
 * Clicks Sync in a user dialog's Elevate sync panel and returns the report dialog once it shows.
 * When it does not show, the failure says what the page saw of the sync: each request to the sync
 * API with its answer (or why it failed) and its time after the click, and what the panel's status
 * and messages said. The report once did not show in a CI run and once in about 150 runs of the two
 * Sync tests beside four CPU-bound processes (2026-12-06), with no error in the server's log and a
 * cause not found: the screenshot alone cannot tell a sync never sent from one answered but not
 * shown, and this message can.
 */
export async function syncAndReadReport(page: Page, dialog: Locator): Promise<Locator> {
  const seen: string[] = [];
  const clickedAt = Date.now();
  const at = () => `${((Date.now() - clickedAt) / 1000).toFixed(1)} s`;
  const ours = (url: string) => new URL(url).pathname.startsWith(SYNC_PATH);
  const onRequest = (request: Request) => void (ours(request.url()) && seen.push(`${at()} ${request.method()} ${new URL(request.url()).pathname}`));
  const onResponse = (response: Response) => void (ours(response.url()) && seen.push(`${at()} answered ${response.status()}`));
  const onFailed = (request: Request) => void (ours(request.url()) && seen.push(`${at()} failed: ${request.failure()?.errorText ?? 'unknown'}`));
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    // Sync sits at the end of the Advanced Controls panel, which opens with a motion: a click while it
    // opened once sent no sync at all (a quiet fresh clone's run, 2026-12-07: no request, the form
    // untouched). A person clicks what they see open, so the click waits for the panel at rest.
    const sync = dialog.getByRole('button', { name: 'Sync' });
    await expect(sync).toBeVisible();
    await animationsSettled(page);
    await sync.click();
    const report = page.getByRole('dialog', { name: /report/i });
    try {
      await expect(report).toBeVisible();
    } catch (error) {
      const panel = dialog.getByRole('region', { name: 'Elevate sync' });
      const said = (await panel.isVisible()) ? await panel.innerText() : 'the Elevate sync panel is not showing';
      throw new Error(`${(error as Error).message}\n\nThe sync as the page saw it: ${seen.join('; ') || 'no request to ' + SYNC_PATH}\nThe panel said: ${said.replace(/\s+/g, ' ').slice(-600)}`, { cause: error });
    }
    return report;
  } finally {
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
}
