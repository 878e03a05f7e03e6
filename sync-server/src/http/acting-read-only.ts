import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

/** What an admin acting as a user may still send: the way back, and logging out. */
const ALLOWED_WRITES = new Set(['/api/admin/act-as/end', '/api/auth/logout']);

export const READ_ONLY_MESSAGE = 'You are viewing this account as an admin: nothing can be changed. Return to admin to make changes.';

/**
 * Acting as a user is read-only, enforced here for every route: any method but GET/HEAD/OPTIONS
 * is refused with 403 read_only (answers, payments, plan changes, account changes, acting as a
 * second user), whatever the page shows.
 */
export function actingReadOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const safe = c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS';
    if (c.get('acting') && !safe && !ALLOWED_WRITES.has(c.req.path.replace(/\/+$/, ''))) throw new AppError('read_only', READ_ONLY_MESSAGE);
    await next();
  };
}
