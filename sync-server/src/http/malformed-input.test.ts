import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient, TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { ROUTE_POLICY } from './route-policy';

describe('malformed requests', () => {
  let t: TestApp;
  let admin: CookieClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await admin.login(DEMO.admin);
  });
  afterAll(() => t.close());

  const writeRoutes = ROUTE_POLICY.filter((route) => route.method !== 'GET').map((route) => route.path.replace(/:\w+/g, 'x'));

  it('never answer 500 to any JSON body on any write route, and always answer the one error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes), fc.jsonValue(), async (route, body) => {
        const response = await admin.request('POST', route, JSON.stringify(body), { 'Content-Type': 'application/json' });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          const payload = await response.json();
          expect(payload.error.code).toEqual(expect.any(String));
          expect(payload.error.message).toEqual(expect.any(String));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never answer 500 to arbitrary bytes, strange content types or odd paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writeRoutes, '/api/users/search/%E0%A4%A', '/api/auth/verify/%00', '/api/users/?search=%'),
        fc.string(),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
        async (route, body, contentType) => {
          const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
          const response = await admin.request(route.includes('search') || route.includes('verify') ? 'GET' : 'POST', route, route.includes('search') || route.includes('verify') ? undefined : body, headers);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const response = await admin.request('POST', '/api/auth/login', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });
});
