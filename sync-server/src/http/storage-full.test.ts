import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnswerChange } from '../modules/answers/contract/answer-dto';
import type { CookieClient, TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { createSqliteTestDatabase } from '../test/test-databases';
import { STORAGE_FULL_MESSAGE } from './on-error';

const STAMP = 1_795_000_000_000;
const NEO_QUESTIONS = 240;

function changes(first: number, count: number, value: string, stamp: number): AnswerChange[] {
  return Array.from({ length: count }, (_, index) => ({ key: String(first + index), value, stamp }));
}

/**
 * A full disk, for real, on SQLite: max_page_count at the file's current size makes every write
 * that needs a new page fail with SQLITE_FULL ('database or disk is full'), as a full disk does.
 */
describe('a full storage on SQLite, through the real app', () => {
  let t: TestApp;
  let lines: string[];
  beforeEach(async () => {
    lines = [];
    const database = await createSqliteTestDatabase();
    t = await createTestApp({ database, config: { dataDir: path.dirname(database.url) }, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) });
  });
  afterEach(() => t.close());

  async function pageCount(): Promise<number> {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.database.db);
    return Number(rows[0]?.page_count);
  }

  async function fillTheDisk(): Promise<void> {
    // No free pages left to reuse, and no new page allowed.
    await sql`vacuum`.execute(t.database.db);
    await sql.raw(`pragma max_page_count = ${await pageCount()}`).execute(t.database.db);
  }

  async function freeSpace(): Promise<void> {
    await sql.raw('pragma max_page_count = 1073741823').execute(t.database.db);
  }

  async function stored(client: CookieClient, userId: string) {
    const response = await client.get(`/api/answers?userId=${userId}&assessmentId=neo`);
    expect(response.status).toBe(200);
    return response.json();
  }

  it('answers 503 storage_full, logs the cause, is not ready until writes work, and loses nothing acknowledged', async () => {
    const client = t.client();
    expect((await client.login(DEMO.free)).status).toBe(200);
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    const acknowledged = { batchId: randomUUID(), userId, assessmentId: 'neo', totalQuestions: NEO_QUESTIONS, changes: changes(0, 10, '2', STAMP) };
    expect((await client.post('/api/answers', acknowledged)).status).toBe(200);

    await fillTheDisk();
    const rest = { batchId: randomUUID(), userId, assessmentId: 'neo', totalQuestions: NEO_QUESTIONS, changes: changes(10, NEO_QUESTIONS - 10, '3', STAMP + 1) };
    const refused = await client.post('/api/answers', rest);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(await refused.json()).toEqual({ error: { code: 'storage_full', message: STORAGE_FULL_MESSAGE } });

    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'storage full: a write failed');
    expect(failure).toMatchObject({ level: 50, storage: { code: 'SQLITE_FULL', message: 'database or disk is full' } });
    expect(lines.join('')).not.toContain(DEMO.free);

    // Not ready while the probe write still fails (alive all the same); reads keep working, and the refused batch left nothing.
    for (let check = 0; check < 2; check += 1) {
      const ready = await t.app.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', storage: 'full', dataDir: 'ok' } });
      expect((await t.app.request('/api/health')).status).toBe(200);
    }
    const during = await stored(client, userId);
    expect(Object.keys(during.stamps)).toHaveLength(10);
    expect(during.answers.slice(0, 10)).toEqual(Array(10).fill('2'));

    await freeSpace();
    const healthy = await t.app.request('/api/health/ready');
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ status: 'ready', checks: { storage: 'ok' } });
    expect(lines.join('')).toContain('storage writable again');
    const { rows } = await sql<{ n: number }>`select count(*) as n from storage_probe`.execute(t.database.db);
    expect(Number(rows[0]?.n)).toBe(0);

    // The device sends the refused batch again (same id): it is applied now, and the acknowledged answers are still there.
    const resent = await client.post('/api/answers', rest);
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ saved: true, applied: NEO_QUESTIONS - 10, questionsAnswered: NEO_QUESTIONS });
    const after = await stored(client, userId);
    expect(after.answers.slice(0, 10)).toEqual(Array(10).fill('2'));
    expect(after.answers.slice(10)).toEqual(Array(NEO_QUESTIONS - 10).fill('3'));
  });

  it('readiness finds a full storage by its own probe write, before any request failed', async () => {
    await fillTheDisk();
    const full = await t.app.request('/api/health/ready');
    expect(full.status).toBe(503);
    expect(await full.json()).toMatchObject({ status: 'not_ready', checks: { storage: 'full' } });
    await freeSpace();
    expect((await t.app.request('/api/health/ready')).status).toBe(200);
  });
});
