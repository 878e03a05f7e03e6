import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteShareLinks, pwaStatic, shareSiteName } from './static-files';

const SHELL = `<!doctype html><html><head>
<meta property="og:url" content="/" />
<meta property="og:image" content="/og-image.png" />
<meta name="twitter:image" content="/og-image.png" />
<meta property="og:title" content="/not-a-link" />
<meta property="og:site_name" content="Integrative Career Assessment" />
<link rel="icon" href="/favicon.svg" />
</head><body><div id="root"></div></body></html>`;

describe('the shell’s sharing links', () => {
  it('makes og:url, og:image and twitter:image absolute on the public address, and nothing else', () => {
    const html = absoluteShareLinks(SHELL, 'https://careers.example.com');
    expect(html).toContain('<meta property="og:url" content="https://careers.example.com/" />');
    expect(html).toContain('<meta property="og:image" content="https://careers.example.com/og-image.png" />');
    expect(html).toContain('<meta name="twitter:image" content="https://careers.example.com/og-image.png" />');
    expect(html).toContain('<meta property="og:title" content="/not-a-link" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  it('names the site after the practice in link previews, escaped', () => {
    const html = shareSiteName(SHELL, 'Smith & Jones Careers');
    expect(html).toContain('<meta property="og:site_name" content="Smith &amp; Jones Careers" />');
    expect(html).not.toContain('Integrative Career Assessment');
  });

  describe('served', () => {
    let dir: string;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-static-'));
      fs.writeFileSync(path.join(dir, 'index.html'), SHELL);
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('on /, /index.html and any page route, revalidated on every load', async () => {
      const app = pwaStatic(dir, 'http://127.0.0.1:8080', 'Northside Career Practice');
      for (const route of ['/', '/index.html', '/privacy']) {
        const response = await app.request(route, { headers: { Accept: 'text/html' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('Cache-Control')).toBe('no-cache');
        const html = await response.text();
        expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:8080/og-image.png" />');
        expect(html).toContain('<meta property="og:site_name" content="Northside Career Practice" />');
      }
    });

    it('as written when no public address is given', async () => {
      const response = await pwaStatic(dir).request('/', { headers: { Accept: 'text/html' } });
      expect(await response.text()).toContain('<meta property="og:image" content="/og-image.png" />');
    });
  });
});
