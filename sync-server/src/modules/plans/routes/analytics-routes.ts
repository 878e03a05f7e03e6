import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { eventsBody } from '../contract/analytics-schemas';
import type { AppEnv } from '../../../http/app-env';
import { clientAddress, compileTrustProxy } from '../../../http/client-address';
import { jsonBody } from '../../../http/validate';
import { enforceRateLimit } from '../../../auth/rate-limit';

/** POST /api/events: analytics events from the browser (visitors included), stored, answered 202. */
export function analyticsRoutes(deps: AppDeps) {
  const trusted = compileTrustProxy(deps.config.trustProxy);
  return new Hono<AppEnv>().post('/', jsonBody(eventsBody), async (c) => {
    await enforceRateLimit(deps.rateLimiter, clientAddress(c, trusted), RATE_LIMITS.eventsPerAddress);
    const { events } = c.req.valid('json');
    await deps.analytics.recordClientEvents(events, c.get('user')?.id);
    return c.json({ accepted: events.length }, 202);
  });
}
