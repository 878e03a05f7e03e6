import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { isDatabaseReachable } from '../db/database';
import type { StorageHealth } from '../db/storage-health';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

/**
 * 200 while the database answers and takes writes; 503 `unavailable` when it does not answer, and
 * 503 `storage_full` after a write failed for lack of space until a probe write succeeds again.
 */
export function healthRoutes(deps: AppDeps, storage: StorageHealth) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!(await isDatabaseReachable(deps.db))) throw new AppError('unavailable', 'The database is not reachable.');
    if (!(await storage.check())) throw new AppError('storage_full', 'The database storage is full: writes are failing.');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
}
