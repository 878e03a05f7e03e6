import { Hono } from 'hono';
import { DatabaseError } from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { StorageFailure } from '../db/storage-failure';
import type { AppEnv } from './app-env';
import { STORAGE_FULL_MESSAGE, onError } from './on-error';

function appThrowing(error: unknown) {
  const lines: string[] = [];
  const reported: StorageFailure[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const storage = { reportFull: (failure: StorageFailure) => void reported.push(failure), check: () => Promise.resolve(reported.length === 0) };
  const app = new Hono<AppEnv>().onError(onError(logger, storage)).post('/write', () => {
    throw error;
  });
  return { app, reported, logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('onError on a full storage', () => {
  it('answers a PostgreSQL 53100 disk_full with 503 storage_full, logs its cause and reports it', async () => {
    const cause = new DatabaseError('could not extend file "base/16384/16385": No space left on device', 80, 'error');
    cause.code = '53100';
    const { app, reported, logs } = appThrowing(cause);
    const response = await app.request('/write', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ error: { code: 'storage_full', message: STORAGE_FULL_MESSAGE } });
    expect(reported).toEqual([{ code: '53100', message: 'could not extend file "base/16384/16385": No space left on device' }]);
    expect(logs()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'storage full: a write failed',
        storage: { code: '53100', message: 'could not extend file "base/16384/16385": No space left on device' },
      }),
    ]);
  });

  it('keeps other driver errors internal (500, not reported as storage)', async () => {
    const cause = new DatabaseError('out of memory', 20, 'error');
    cause.code = '53200';
    const { app, reported } = appThrowing(cause);
    const response = await app.request('/write', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
    expect(reported).toEqual([]);
  });
});
