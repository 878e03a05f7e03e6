import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { ScheduleResponse } from '../contract/schedule-schemas';
import { scheduleBody, sessionTypeParam } from '../contract/schedule-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf } from '../../../http/validate';
import { bookSession, cancelAnySession } from '../services/schedule-dispatch';

/**
 * POST /api/users/schedule (book or move a session: the built-in form {type, coachId, startTime}
 * or the widget form {type, eventUrl, inviteeUrl}) and DELETE /api/users/schedule/{type} (cancel).
 */
export function scheduleRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(scheduleBody), async (c) => c.json<ScheduleResponse>(await bookSession(deps, signedInUser(c), c.req.valid('json'))))
    .delete('/:type', paramsOf(sessionTypeParam), async (c) => {
      await cancelAnySession(deps, signedInUser(c), c.req.valid('param').type);
      return c.json({ success: true });
    });
}
