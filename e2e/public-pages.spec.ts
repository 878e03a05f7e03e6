import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { waitForServiceWorkerControl } from './support/service-worker';

/**
 * The public footer: it loads once it scrolls into view (it is never part of a first load). The
 * page may still grow under the reader (the landing texts arrive from the content service and push
 * the footer down again), so the reader scrolls to it until it shows, as a person would.
 */
async function openFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  const nav = footer.getByRole('navigation', { name: 'Footer' });
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(nav).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return nav;
}

test.describe('the device check', () => {
  test('/test passes its checks in Chromium once the app is installed, and is axe-clean', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { level: 1, name: 'Device check' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'Run the checks again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /All checks passed|Ready, with/ })).toBeVisible();
    const checks = page.getByRole('list', { name: 'Check results' }).getByRole('listitem');
    await expect(checks).toHaveCount(6);
    for (const id of ['indexeddb', 'service-worker', 'online', 'clock', 'screen']) {
      await expect(page.locator(`[data-check="${id}"]`), id).toHaveAttribute('data-status', 'pass');
    }
    // A new headless profile may not be granted persistent storage: a warning, never a failure.
    await expect(page.locator('[data-check="storage"]')).toHaveAttribute('data-status', /pass|warn/);
    await expect(page.locator('[data-check="storage"]')).toContainText(/Room for/);
    await expect(page.locator('[data-check="clock"]')).toContainText('It agrees with the server’s clock.');
    await expectNoSeriousA11yViolations(page, '/test');
  });

  test('/test warns on a narrow screen, at the width the app warns at', async ({ page }) => {
    await page.setViewportSize({ width: 780, height: 800 });
    await page.goto('/test');
    const screen = page.locator('[data-check="screen"]');
    await expect(screen).toHaveAttribute('data-status', 'warn');
    await expect(screen).toContainText('This window is 780 pixels wide.');
  });
});

test.describe('the other service pages', () => {
  // None of these needs offline support; without the service worker's precaching they run faster.
  test.use({ serviceWorkers: 'block' });

  test('/fonts shows the font stacks and which family draws the text, and is axe-clean', async ({ page }) => {
    await page.goto('/fonts');
    await expect(page.getByRole('heading', { level: 1, name: 'Fonts' })).toBeVisible();
    for (const token of ['fontFamilyBase', 'fontFamilyMonospace', 'fontFamilyNumeric']) {
      const card = page.getByRole('region', { name: token });
      await expect(card).toContainText('The quick brown fox');
      await expect(card.getByText(/^Drawn here in /)).toBeVisible();
    }
    // Every family gets a verdict; the generic fallbacks are always there.
    await expect(page.locator('[data-family="sans-serif"]').first()).toHaveAttribute('data-availability', 'generic');
    await expect(page.locator('[data-availability="unknown"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/fonts');
  });

  test('/type shows the type ramp and the colour tokens, and is axe-clean', async ({ page }) => {
    await page.goto('/type');
    await expect(page.getByRole('heading', { level: 1, name: 'Type specimen' })).toBeVisible();
    await expect(page.locator('[data-type-step]')).toHaveCount(17);
    await expect(page.locator('[data-type-step="Display"]')).toContainText('fontSizeHero1000 68px');
    await expect(page.locator('[data-token="colorBrandBackground"]')).toContainText('#0f6cbd');
    await expectNoSeriousA11yViolations(page, '/type');
  });

  test('the landing page loads its footer only when it scrolls into view, and every footer link works', async ({ page }) => {
    const footerChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/service-pages-[\w-]+\.js$/.test(request.url())) footerChunks.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(footerChunks).toEqual([]);

    const links: [name: string, path: string, heading: string][] = [
      ['Privacy notice', '/privacy', 'Privacy notice'],
      ['Terms of use', '/terms', 'Terms of use'],
      ['Device check', '/test', 'Device check'],
      ['Fonts', '/fonts', 'Fonts'],
      ['Type specimen', '/type', 'Type specimen'],
    ];
    for (const [name, path, heading] of links) {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
      const nav = await openFooter(page);
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    expect(footerChunks.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
    const nav = await openFooter(page);
    await nav.getByRole('button', { name: 'Contact us' }).click();
    await expect(page.getByRole('dialog', { name: "Let's Chat!" })).toBeVisible();
  });

  test('/privacy and /terms are axe-clean, and the terms say they are a template', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByText(/We keep your answers and results for 3 years from your last activity/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/privacy');
    await page.goto('/terms');
    await expect(page.getByText(/Template: these terms are a starting point/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/terms');
    // The footer on a page a visitor reaches directly.
    const nav = await openFooter(page);
    await expect(nav.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  test('the shell carries sharing metadata with absolute addresses and our own image', async ({ page, request, baseURL }) => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    const image = new URL('/og-image.png', baseURL).href;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain(`<meta property="og:url" content="${new URL('/', baseURL).href}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const png = await request.get('/og-image.png');
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    await page.goto('/');
    await expect(page).toHaveTitle('Integrative Career Assessment: Find Your Path');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Find Your Path: Data-Driven Career Assessments');
  });
});
