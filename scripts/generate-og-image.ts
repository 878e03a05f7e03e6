/**
 * Renders the landing page's sharing image (scripts/og-image.svg, 1200x630) to
 * pwa/public/og-image.png with the system's Chromium in headless mode, the browser the browser
 * tests use. Run after changing the SVG: npx tsx scripts/generate-og-image.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'scripts', 'og-image.svg');
const target = path.join(root, 'pwa', 'public', 'og-image.png');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'og-image-'));
try {
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=1',
      `--user-data-dir=${profile}`,
      '--window-size=1200,630',
      `--screenshot=${target}`,
      pathToFileURL(source).href,
    ],
    { stdio: 'inherit' },
  );
} finally {
  fs.rmSync(profile, { recursive: true, force: true });
}
console.log(`wrote ${path.relative(root, target)} (${fs.statSync(target).size} bytes)`);
