import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { ROUTE_POLICY } from './route-policy';

/** Fills :params with a harmless value so every listed route can be called. */
function concrete(path: string): string {
  return path.replace(/:\w+/g, 'some-value');
}

describe('route policy enforcement', () => {
  let t: TestApp;
  let handlerRuns = 0;
  beforeAll(async () => {
    t = await createTestApp({
      extraApiRoutes: (api) => {
        api.get('/not-in-the-table', (c) => {
          handlerRuns += 1;
          return c.json({ secret: 'should never be served' });
        });
      },
    });
  });
  afterAll(() => t.close());

  const adminRoutes = ROUTE_POLICY.filter((route) => route.access === 'admin');
  const clientRoutes = ROUTE_POLICY.filter((route) => route.access === 'client');

  it('lists at least one route of each access level', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
    expect(clientRoutes.length).toBeGreaterThan(0);
  });

  it.each(adminRoutes)('$method $path answers 401 without a session and 403 to a client', async ({ method, path }) => {
    const anonymous = await t.client().request(method, concrete(path), method === 'GET' ? undefined : {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('unauthorized');
    const client = t.client();
    await client.login(DEMO.premium);
    const asClient = await client.request(method, concrete(path), method === 'GET' ? undefined : {});
    expect(asClient.status).toBe(403);
    expect((await asClient.json()).error.code).toBe('forbidden');
  });

  it.each(clientRoutes)('$method $path answers 401 without a session', async ({ method, path }) => {
    const anonymous = await t.client().request(method, concrete(path), method === 'GET' ? undefined : {});
    expect(anonymous.status).toBe(401);
  });

  it('lets an admin through to admin routes', async () => {
    const admin = t.client();
    await admin.login(DEMO.admin);
    expect((await admin.get('/api/users/')).status).toBe(200);
  });

  it('refuses a route that exists but is missing from the table, without running it', async () => {
    const admin = t.client();
    await admin.login(DEMO.admin);
    for (const client of [t.client(), admin]) {
      const response = await client.get('/api/not-in-the-table');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    }
    expect(handlerRuns).toBe(0);
  });
});
