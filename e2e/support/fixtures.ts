import { test as base, expect } from '@playwright/test';
import type { TestServer } from './test-server';
import { startTestServer } from './test-server';

// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
async function serverFixture({}, use: (server: TestServer) => Promise<void>) {
  const server = await startTestServer();
  await use(server);
  await server.close();
}

/** Every worker gets its own server; tests get its URL as baseURL. */
export const test = base.extend<object, { server: TestServer }>({
  server: [serverFixture, { scope: 'worker' }],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/**
 * For a spec that changes shared demo accounts: a server of its own (per worker), not the one the
 * worker's other spec files share.
 */
export const testOnOwnServer = test.extend<object, { server: TestServer }>({
  server: [serverFixture, { scope: 'worker' }],
});

/** For a spec whose server needs settings of its own (e.g. ADMIN_MFA_REQUIRED=true): one such server per worker. */
export function testWithServerSettings(env: Record<string, string>) {
  return test.extend<object, { server: TestServer }>({
    server: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const server = await startTestServer({ env });
        await use(server);
        await server.close();
      },
      { scope: 'worker' },
    ],
  });
}

export { expect };
