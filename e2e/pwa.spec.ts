import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUpByApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';
import { BUILT_PWA, startTestServer } from './support/test-server';

test('the app is installable: a linked manifest with PNG icons and a registered service worker', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Integrative Career Assessment', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
  await waitForServiceWorkerControl(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
});

test('a signed-in user who reloads with no network and no server still gets the app', async ({ browser }) => {
  const server = await startTestServer();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await signUpByApi(page, { firstName: 'Olive', plan: 'free' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hi Olive!' })).toBeVisible();
    await waitForServiceWorkerControl(page);

    // Offline for real: the server is gone and the browser reports no network.
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hi Olive!' })).toBeVisible();
    await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    // Another page of the app also opens offline (its chunk is precached).
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByTestId('profile-name')).toHaveText('Olive Tester');
  } finally {
    await context.close();
    await server.close().catch(() => undefined);
  }
});

test('a new deployed version is offered by a prompt and applied on Reload', async ({ browser }) => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-pwa-copy-'));
  fs.cpSync(BUILT_PWA, staticDir, { recursive: true });
  const server = await startTestServer({ staticDir });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('A new version is available')).toHaveCount(0);

    // Deploy a new version: a different service worker script.
    fs.appendFileSync(path.join(staticDir, 'sw.js'), '\n// next release\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version is available')).toBeVisible();
    // Wait for the reload's load event from before the click: a fast reload can finish first.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null))
      .toBe(true);
    await expect(page.getByText('A new version is available')).toHaveCount(0);
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
});
