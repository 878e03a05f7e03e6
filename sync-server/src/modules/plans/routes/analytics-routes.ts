import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import { EVENT_TIME_WINDOW_MS } from '../contract/analytics-dto';
import { eventsBody } from '../contract/analytics-schemas';
import { validationError } from '../../../http/app-error';
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
    const now = deps.clock().getTime();
    const fields = Object.fromEntries(
      events.flatMap((event, index) => (Math.abs(Date.parse(event.occurredAt) - now) > EVENT_TIME_WINDOW_MS ? [[`events.${index}.occurredAt`, 'occurredAt must be within a day of now']] : [])),
    );
    if (Object.keys(fields).length) throw validationError(fields);
    await deps.analytics.recordClientEvents(events, c.get('user')?.id);
    return c.json({ accepted: events.length }, 202);
  });
}
