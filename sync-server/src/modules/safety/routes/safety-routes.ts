import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf } from '../../../http/validate';
import type { SafetyCheckInDto } from '../contract/safety-dto';
import { safetyCheckInBody, safetyCheckInParams } from '../contract/safety-schemas';
import { markCheckInDone } from '../services/safety-check-in';

/** The admins' check-in (route policy: admin). Mounted under /api/users before admin's /users routes. */
export function safetyRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/:id/safety-check-in', paramsOf(safetyCheckInParams), jsonBody(safetyCheckInBody), async (c) =>
    c.json<SafetyCheckInDto>(await markCheckInDone(deps, signedInUser(c), c.req.valid('param').id)),
  );
}
