import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from './app-env';

/**
 * Counts and times every request by method, route pattern and status class (2xx, 4xx...) when
 * metrics are on. The route is the policy table's pattern for /api, else the pattern of the Hono
 * route that answered ('/*' for the static files): never the raw path, so no ids or tokens and a
 * bounded set of labels.
 */
export function requestMetrics(deps: Pick<AppDeps, 'metrics'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const metrics = deps.metrics;
    if (!metrics) return next();
    const stop = metrics.httpRequestDuration.startTimer();
    await next();
    const labels = { method: c.req.method, route: c.get('routePattern') ?? (routePath(c) || '(none)'), status_class: `${Math.floor(c.res.status / 100)}xx` };
    metrics.httpRequests.inc(labels);
    stop(labels);
  };
}
