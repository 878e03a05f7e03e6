import { test as base, expect } from '@playwright/test';
import type { TestServer } from './test-server';
import { startTestServer } from './test-server';

/** Every worker gets its own server; tests get its URL as baseURL. */
export const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startTestServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
