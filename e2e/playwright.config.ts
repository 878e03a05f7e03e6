import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): the same Chromium build as
 * /usr/bin/chromium (same version, Blink and V8), without the browser's window and interface;
 * Playwright itself runs this shell for headless tests. The whole browser suite took 9.0 minutes
 * and 1,018 CPU-seconds in it against 11-13 minutes and about 1,500 CPU-seconds in the full
 * browser, every test passing in both (2026-12-06, 2 cores). Without the package the tests run in
 * /usr/bin/chromium, slower but the same (`.ci/run` installs both).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

/**
 * Browser tests against the production build served by the real server, in Debian's Chromium
 * (never a downloaded browser; CHROMIUM above). Each worker starts its own server (see support/fixtures.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Every wait is on what a user sees; the limit only ends a test that is really stuck (the
  // servers hash passwords at the test cost: e2e/support/test-server.ts). On the 2-core CI machine
  // with two workers the longest test (every result view with its accessibility scans) took 77 s
  // on a slow day, so 90 s left too little room for a busier one; 180 s still ends a real hang.
  timeout: 180_000,
  // What a user sees can take over 10 s to appear when both cores are busy with two workers and
  // other load (a lazy page chunk, the card sort waiting on the server): 20 s only ends a wait
  // that is really stuck.
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The JSON report feeds `npm test`'s closing list of the slowest tests (scripts/slowest-tests.ts).
  reporter: [['list'], ['json', { outputFile: '../test-reports/e2e.json' }]],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // No trace is recorded: recording one for every test (to keep it on failure) kept a screencast
    // and DOM snapshots running in each, and Chromium's browser and GPU processes spent more CPU on
    // it than the page itself: the browser tests took 19.5 minutes with it and 13.2 without, on the
    // same machine (2026-12-06). To debug a failure, run its spec again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
