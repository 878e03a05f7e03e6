/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const pwaRoot = fileURLToPath(new URL('./pwa', import.meta.url));
// React Router exports only its development build (with dev-only warnings); ship the production one.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));

// Pages only a signed-in user reaches (from the dashboard, after the service worker has precached
// every chunk). Their preload lists would sit in the app's entry and weigh on the signed-out first
// load; without them a page's chunks load as its imports are read. The public demo results page is
// listed too: it is big, rarely the first page, and its chunks still load (only without preload).
const SIGNED_IN_PAGE = /(^|\/)(consent|depression|readiness|neo|card-sort|card-sort-rank|interview|myers-briggs|provider-handoff|profile|checkout|results|demo-results|admin-users|admin-results|admin-interview|audit|record-database|career-ideas|client-career-ideas|career-calibration|search-record|coaches-admin|upcoming-sessions|contact-requests)-page-[\w-]+\.js$/;
// Loaded on a click (the contact dialog): its dependencies load then, not with the page that offers it.
const ON_DEMAND = /(^|\/)contact-dialog-[\w-]+\.js$/;
// The pages about the service (device check, fonts, type specimen, privacy, terms) and the public
// footer, one chunk (see service-pages.ts): rarely the first page, never on a first load.
const SERVICE_PAGE = /(^|\/)service-pages-[\w-]+\.js$/;

// Builds the PWA (pwa/ -> pwa/dist) and holds the vitest projects of every workspace.
/**
 * Server tests run two files at a time, after the component and scoring tests: they spend most of
 * their time waiting (on databases, child processes, sockets and timers), so a second worker
 * overlaps that waiting (vitest's default on two cores is one worker). They share one module graph
 * per worker (isolate: false): importing the app again for each of 150 files took over three
 * minutes. Each test builds its own app and database (src/test/test-app.ts), so no state is shared.
 */
const SERVER_TEST_WORKERS = 2;

/**
 * What both PWA test projects share: jsdom in two worker threads (each with its own jsdom and
 * module graph; one thread left the second core idle: the component tests took 110 s alone and 74 s
 * in two, and passed twice in two beside two CPU-bound processes, 127-145 s). Tests wait on what a
 * user sees (testing-library's 10 s, src/test/setup.ts); the test timeout only catches a hang. A
 * form test that fills eleven dropdowns takes 2-3 s on a quiet machine and 11-15 s beside three
 * CPU-bound processes, so no test sets a shorter timeout of its own.
 */
const PWA_TESTS = {
  root: pwaRoot,
  environment: 'jsdom',
  pool: 'threads' as const,
  maxWorkers: 2,
  testTimeout: 60_000,
  setupFiles: ['./src/test/setup.ts'],
};

/** The PWA tests that replace a module with vi.mock, found by reading them: each runs with a module graph of its own. */
const PWA_MODULE_MOCK_TESTS = fs
  .readdirSync(path.join(pwaRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(fs.readFileSync(path.join(pwaRoot, 'src', file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  root: pwaRoot,
  publicDir: 'public',
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Integrative Career Assessment',
        short_name: 'Career Assessment',
        description: 'Data-driven career assessments that work offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f6cbd',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The sharing image is for link previews (crawlers), never shown in the app: not precached.
        globIgnores: ['**/node_modules/**/*', '**/og-image.png'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
      { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging a build locally but not linked from the bundles, and the
    // server never serves them (sync-server/src/http/static-files.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (filename, deps) => (SIGNED_IN_PAGE.test(filename) || ON_DEMAND.test(filename) || SERVICE_PAGE.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Message bars show only after something happens; keep them out of the chunks that the
          // first page load needs (they would otherwise share a chunk with the icons).
          groups: [{ name: 'fluent-message-bar', test: /node_modules[\\/]@fluentui[\\/]react-message-bar[\\/]/, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    // The JSON report feeds `npm test`'s closing list of the slowest tests (scripts/slowest-tests.ts).
    reporters: ['default', 'json'],
    outputFile: { json: fileURLToPath(new URL('./test-reports/unit.json', import.meta.url)) },
    projects: [
      {
        test: {
          name: 'scoring',
          root: fileURLToPath(new URL('./scoring', import.meta.url)),
          environment: 'node',
          // Pure functions, no jsdom: beside the component tests, in the same two workers.
          sequence: { groupOrder: 0 },
          maxWorkers: SERVER_TEST_WORKERS,
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'sync-server',
          root: fileURLToPath(new URL('./sync-server', import.meta.url)),
          environment: 'node',
          sequence: { groupOrder: 1 },
          maxWorkers: SERVER_TEST_WORKERS,
          isolate: false,
          include: ['src/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          ...PWA_TESTS,
          name: 'pwa',
          exclude: [...PWA_MODULE_MOCK_TESTS, '**/node_modules/**'],
          // One jsdom and one module graph per worker thread, not per file: the suite takes about 40 s
          // instead of 3 minutes (each file would load Fluent UI and a jsdom again). Tests clean up
          // after themselves (setup.ts, the device database per test); shuffled file orders pass.
          isolate: false,
          // The component tests run first, with the scoring tests, before the server tests.
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [react()],
        test: {
          ...PWA_TESTS,
          name: 'pwa-module-mocks',
          // A file that replaces a module (vi.mock) gets a module graph of its own: in the shared
          // graph above, a file that ran before it may already have loaded the real module, and the
          // mock would never take effect (account-data-section's test failed so after app-routes').
          isolate: true,
          sequence: { groupOrder: 2 },
          include: PWA_MODULE_MOCK_TESTS,
        },
      },
    ],
  },
});
