import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, logIn } from './support/accounts';
import { expect, test as base } from './support/fixtures';
import type { TestServer } from './support/test-server';
import { startTestServer } from './support/test-server';

const REPO_CONTENT = path.resolve(import.meta.dirname, '../sync-server/content');

/** A practice's own copy of the content folder, with its texts changed as an editor would. */
function changedContentFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-content-'));
  for (const file of fs.readdirSync(REPO_CONTENT).filter((name) => name.endsWith('.json'))) {
    fs.copyFileSync(path.join(REPO_CONTENT, file), path.join(dir, file));
  }
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
    change(json);
    fs.writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  };
  edit('landing.json', (landing) => {
    landing.sections = [
      { kind: 'steps', title: 'Three steps to a decision', items: [{ title: 'Book a first call', text: 'Fifteen minutes, free of charge.' }] },
      { kind: 'testimonials', title: 'Example testimonial (test content)', items: [{ quote: 'A quote the practice added to its content file.', attribution: 'A labelled example' }] },
      { kind: 'plans', title: 'Plans' },
    ];
  });
  edit('initial-data.json', (initial) => {
    initial.instructions = ['Start with the consent form, then answer in any order.'];
  });
  return dir;
}

// This server reads its texts from a changed copy of the content folder (CONTENT_DIR).
const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const contentDir = changedContentFolder();
      const server = await startTestServer({ env: { CONTENT_DIR: contentDir } });
      await use(server);
      await server.close();
      fs.rmSync(contentDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});

test.use({ serviceWorkers: 'block' });

test('the landing page shows the texts of the content files the server was given, not the built-in ones', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Three steps to a decision' })).toBeVisible();
  await expect(page.getByText('Fifteen minutes, free of charge.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Example testimonial (test content)' })).toBeVisible();
  await expect(page.getByText('A quote the practice added to its content file.')).toBeVisible();
  // The repository's texts that the changed file dropped are gone.
  await expect(page.getByRole('heading', { name: 'How it works' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toHaveCount(0);
});

test('the dashboard shows the instructions of the changed initial data', async ({ page }) => {
  await logIn(page, DEMO.premium);
  await expect(page.getByText('Start with the consent form, then answer in any order.')).toBeVisible();
  await expect(page.getByText('Take the assessments in any order, at your own pace.')).toHaveCount(0);
});
