import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import { requestIdFrom } from './request-id';

/**
 * One log line per request: its id (X-Request-Id, echoed), method, route pattern, status, duration.
 * No query strings, bodies, addresses or raw paths (reset links carry tokens in the path).
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('X-Request-Id'));
    c.set('requestId', requestId);
    c.header('X-Request-Id', requestId);
    await next();
    const isApi = c.req.path.startsWith('/api/');
    const route = isApi ? (c.get('routePattern') ?? '(unlisted)') : `/${c.req.path.split('/')[1] ?? ''}`;
    const entry = { reqId: requestId, method: c.req.method, route, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (isApi) logger.info(entry, 'request');
    else logger.debug(entry, 'request');
  };
}
