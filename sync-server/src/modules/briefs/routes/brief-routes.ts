import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { ClientBriefDto } from '../contract/client-brief-dto';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { paramsOf } from '../../../http/validate';
import { careerClient } from '../../records/services/career-record-service';
import { clientBrief } from '../services/client-brief';

const briefUserParam = z.object({ id: z.string().min(1).max(64, 'Unknown user') });

/** The counselor's brief of a client (route policy: admins only). Mounted under /api/users before the admins' /users/:id routes. */
export function briefRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:id/brief', paramsOf(briefUserParam), async (c) => {
    const client = await careerClient(deps, c.req.valid('param').id);
    return c.json<ClientBriefDto>(await clientBrief(deps, signedInUser(c), client));
  });
}
