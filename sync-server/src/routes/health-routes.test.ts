import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ demoAccounts: false });
  });
  afterEach(() => t.close().catch(() => undefined));

  it('answers 200 while the database is reachable and 503 once it is not', async () => {
    const ok = await t.app.request('/api/health');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    await t.database.close();
    const down = await t.app.request('/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ error: { code: 'unavailable', message: 'The database is not reachable.' } });
  });
});
