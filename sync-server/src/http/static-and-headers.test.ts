import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

describe('static PWA files and security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoAccounts: false });
    const dir = t.deps.config.staticDir;
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../src/main.tsx"]}');
    // The static app reads index.html when the app is built: rebuild it now that the files exist.
    const { createApp } = await import('../app');
    t = { ...t, app: createApp(t.deps) };
  });
  afterAll(() => t.close());

  it('serves the app shell for any page route so the client router can take over', async () => {
    const response = await t.app.request('/reset/some-token', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    expect((await t.app.request('/assets/index-abc123.js')).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/sw.js')).headers.get('Cache-Control')).toBe('no-cache');
  });

  it('never answers an unknown API path or missing file with the shell', async () => {
    const api = await t.app.request('/api/unknown', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('Content-Type')).toMatch(/application\/json/);
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
  });

  it('never lets a missing asset be cached: a rolling upgrade asks an old server for a new file', async () => {
    for (const file of ['/assets/index-not-built-yet.js', '/assets/index-abc123.js.map']) {
      const response = await t.app.request(file);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('sends a CSP that allows the own service worker and manifest, HSTS for a year, and no framing', async () => {
    const response = await t.app.request('/', { headers: { Accept: 'text/html' } });
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    const permissions = response.headers.get('Permissions-Policy') ?? '';
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=()');
    expect(permissions).toContain('payment=()');
  });

  it('sends the same security headers on API answers, refusals included, as on pages', async () => {
    const page = await t.app.request('/', { headers: { Accept: 'text/html' } });
    const expected = [
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Origin-Agent-Cluster',
      'Permissions-Policy',
      'Referrer-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-DNS-Prefetch-Control',
      'X-Download-Options',
      'X-Frame-Options',
      'X-Permitted-Cross-Domain-Policies',
      'X-XSS-Protection',
    ];
    const securityHeaders = (response: Response) => Object.fromEntries(expected.map((name) => [name, response.headers.get(name)]));
    const onPage = securityHeaders(page);
    expect(Object.values(onPage).every((value) => typeof value === 'string' && value.length > 0)).toBe(true);
    expect(onPage['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(onPage['X-XSS-Protection']).toBe('0');
    for (const response of [await t.app.request('/api/plans'), await t.app.request('/api/users/current'), await t.app.request('/api/no-such-route')]) {
      expect(securityHeaders(response)).toEqual(onPage);
      expect(response.headers.get('X-Powered-By')).toBeNull();
    }
  });

  it('never serves source maps', async () => {
    expect(fs.existsSync(path.join(t.deps.config.staticDir, 'assets', 'index-abc123.js.map'))).toBe(true);
    expect((await t.app.request('/assets/index-abc123.js.map')).status).toBe(404);
  });

  it('marks every API answer as not cacheable, refusals of the policy layer and unknown paths included', async () => {
    expect((await t.app.request('/api/plans')).headers.get('Cache-Control')).toBe('no-store');
    const unauthorized = await t.app.request('/api/users/current');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('Cache-Control')).toBe('no-store');
    const unknown = await t.app.request('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Cache-Control')).toBe('no-store');
    const crossSite = await t.app.request('/api/auth/logout', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('Cache-Control')).toBe('no-store');
  });
});
