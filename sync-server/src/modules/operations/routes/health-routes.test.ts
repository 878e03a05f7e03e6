import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSqliteTestDatabase } from '../../../test/test-databases';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

const ALL_OK = { database: 'ok', migrations: 'ok', storage: 'ok', dataDir: 'ok' };

describe('GET /api/health (liveness) and GET /api/health/ready (readiness)', () => {
  let t: TestApp;
  let dataDir: string;
  let lines: string[];
  beforeEach(async () => {
    const database = await createSqliteTestDatabase();
    dataDir = path.join(path.dirname(database.url), 'data');
    fs.mkdirSync(dataDir);
    lines = [];
    t = await createTestApp({ database, demoAccounts: false, config: { dataDir }, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
  });
  afterEach(() => t.close().catch(() => undefined));

  it('liveness answers 200 while the process runs, even with the database gone; readiness says which check failed', async () => {
    const live = await t.app.request('/api/health');
    expect(live.status).toBe(200);
    expect(live.headers.get('Cache-Control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('Cache-Control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', checks: ALL_OK });

    await t.database.close();
    const stillLive = await t.app.request('/api/health');
    expect(stillLive.status).toBe(200);
    const down = await t.app.request('/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.headers.get('Cache-Control')).toBe('no-store');
    const body = await down.json();
    expect(body).toMatchObject({ status: 'not_ready', checks: { database: 'failed', migrations: 'failed', dataDir: 'ok' } });
    // Generic: no paths or driver messages.
    expect(JSON.stringify(body)).not.toContain(dataDir);
    expect(JSON.stringify(body)).not.toMatch(/sqlite|closed/i);
    // The change to not ready is logged once, with the checks.
    await t.app.request('/api/health/ready');
    expect(lines.filter((line) => line.includes('"msg":"not ready"'))).toHaveLength(1);
  });

  it('is not ready while a migration of this code is not applied to the database', async () => {
    await sql`delete from kysely_migration where name = (select max(name) from kysely_migration)`.execute(t.database.db);
    const response = await t.app.request('/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not_ready', checks: { ...ALL_OK, migrations: 'pending' } });
  });

  it('is not ready when DATA_DIR cannot be written', async () => {
    fs.rmSync(dataDir, { recursive: true });
    const response = await t.app.request('/api/health/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not_ready', checks: { ...ALL_OK, dataDir: 'failed' } });
  });

  it('is public, also with HEAD', async () => {
    expect((await t.app.request('/api/health/ready', { method: 'HEAD' })).status).toBe(200);
    expect((await t.app.request('/api/health/ready', { method: 'POST' })).status).toBe(404);
  });
});
