import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

const NO_CACHE = new Set(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js']);

/** The sharing tags whose addresses index.html writes relative ('/', '/og-image.png'). */
const SHARE_LINK = /(<meta\s+(?:property|name)="(?:og:url|og:image|twitter:image)"\s+content=")(\/[^"]*)"/g;

/**
 * Link previews (Open Graph, Twitter cards) need absolute addresses, which only the configured
 * public address can give: the shell's relative ones are made absolute on it.
 */
export function absoluteShareLinks(html: string, publicUrl: string): string {
  return html.replace(SHARE_LINK, (_match, start: string, pathname: string) => `${start}${new URL(pathname, publicUrl).href.replaceAll('"', '%22')}"`);
}

const SITE_NAME = /(<meta\s+property="og:site_name"\s+content=")[^"]*"/;

/** The practice that runs this installation names the site in link previews (og:site_name). */
export function shareSiteName(html: string, practiceName: string): string {
  const escaped = practiceName.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return html.replace(SITE_NAME, (_match, start: string) => `${start}${escaped}"`);
}

/**
 * Serves the built PWA: hashed assets cached for a year, the shell and service worker revalidated
 * on every load (so updates are noticed), and index.html for any other page navigation (with its
 * sharing links made absolute on `publicUrl` and its site name set to `practiceName` when given).
 */
export function pwaStatic(staticDir: string, publicUrl?: string, practiceName?: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(staticDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The app has not been built yet. Run `npm run build` (or `npm start`, which builds first).', 503),
    );
  }
  const shell = fs.readFileSync(indexFile, 'utf8');
  const linked = publicUrl ? absoluteShareLinks(shell, publicUrl) : shell;
  const indexHtml = practiceName ? shareSiteName(linked, practiceName) : linked;

  app.use('*', async (c, next) => {
    await next();
    // Only a hashed asset that was found is immutable: a missing one (a rolling upgrade behind a
    // load balancer asks an old server for a new file) must be asked for again, never cached.
    if (c.req.path.startsWith('/assets/')) c.header('Cache-Control', c.res.status === 200 ? 'public, max-age=31536000, immutable' : 'no-store');
    else if (NO_CACHE.has(c.req.path)) c.header('Cache-Control', 'no-cache');
  });
  // Source maps stay on the build machine: they would hand out the app's source as written.
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  // The shell itself goes out as the pages get it (with absolute sharing links), not as the file.
  app.get('/', (c) => c.html(indexHtml));
  app.get('/index.html', (c) => c.html(indexHtml));
  app.use('*', serveStatic({ root: staticDir }));
  app.get('*', (c) => {
    const isPage = !path.extname(c.req.path) && (c.req.header('Accept') ?? '').includes('text/html');
    if (!isPage) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return app;
}
