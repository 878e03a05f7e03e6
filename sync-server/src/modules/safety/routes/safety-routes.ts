import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf } from '../../../http/validate';
import type { OpenSafetyFlagsDto, SafetyCheckInDto } from '../contract/safety-dto';
import { safetyCheckInBody, safetyCheckInParams } from '../contract/safety-schemas';
import { markCheckInDone } from '../services/safety-check-in';
import { listOpenFlags } from '../services/safety-flag-store';

/**
 * The admins' open flags and check-in (route policy: admin). Mounted under /api/users before
 * admin's /users routes. The open flags are a small read the user table polls while it is open,
 * so a flag raised by a client's answer shows within seconds.
 */
export function safetyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/safety-flags', async (c) => {
      const flags = await listOpenFlags(deps.db);
      return c.json<OpenSafetyFlagsDto>({ flags: [...flags].map(([userId, flag]) => ({ userId, ...flag })) });
    })
    .post('/:id/safety-check-in', paramsOf(safetyCheckInParams), jsonBody(safetyCheckInBody), async (c) =>
      c.json<SafetyCheckInDto>(await markCheckInDone(deps, signedInUser(c), c.req.valid('param').id)),
    );
}
