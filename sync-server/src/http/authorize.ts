import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import type { PolicyMatcher } from './route-policy';
import { LOGIN_REQUIRED_MESSAGE } from './signed-in-user';

/** Enforces the route policy table: unlisted routes are refused before any handler runs. */
export function authorize(matcher: PolicyMatcher): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const policy = matcher.match(c.req.method, c.req.path);
    if (!policy) throw new AppError('not_found', 'Not found.');
    c.set('routePattern', policy.path);
    if (policy.access !== 'public') {
      const user = c.get('user');
      if (!user) throw new AppError('unauthorized', LOGIN_REQUIRED_MESSAGE);
      if (policy.access === 'admin' && !user.isAdmin) throw new AppError('forbidden', 'You do not have access to this resource.');
    }
    await next();
  };
}
