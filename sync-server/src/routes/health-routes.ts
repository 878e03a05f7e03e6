import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { isDatabaseReachable } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!(await isDatabaseReachable(deps.db))) throw new AppError('unavailable', 'The database is not reachable.');
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
}
