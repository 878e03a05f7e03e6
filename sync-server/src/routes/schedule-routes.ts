import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { ScheduleResponse } from '../contract/schedule-schemas';
import { scheduleBody, sessionTypeParam } from '../contract/schedule-schemas';
import type { AppEnv } from '../http/app-env';
import { signedInUser } from '../http/signed-in-user';
import { jsonBody, paramsOf } from '../http/validate';
import { cancelSession, scheduleSession } from '../services/booking-service';

/** POST /api/users/schedule (book or move a session) and DELETE /api/users/schedule/{type} (cancel). */
export function scheduleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(scheduleBody), async (c) => c.json<ScheduleResponse>(await scheduleSession(deps, signedInUser(c), c.req.valid('json'))))
    .delete('/:type', paramsOf(sessionTypeParam), async (c) => {
      await cancelSession(deps, signedInUser(c), c.req.valid('param').type);
      return c.json({ success: true });
    });
}
