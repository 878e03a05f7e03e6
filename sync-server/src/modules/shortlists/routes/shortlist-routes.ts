import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AdminShortlistDto, ShortlistDto } from '../contract/shortlist-dto';
import { ideaMarksBody, shortlistBody, shortlistUserParam } from '../contract/shortlist-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf } from '../../../http/validate';
import { careerClient } from '../../records/services/career-record-service';
import { adminShortlistOf, saveMarks, shareShortlist, shortlistOf } from '../services/shortlist-service';

/**
 * The career ideas a counselor shares (route policy: /current/* for the signed-in client, /:id/*
 * for admins). Mounted under /api/users before the admins' /users/:id routes.
 */
export function shortlistRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/current/shortlist', async (c) => c.json<ShortlistDto>(await shortlistOf(deps, signedInUser(c).id)))
    .put('/current/shortlist/marks', jsonBody(ideaMarksBody), async (c) => c.json(await saveMarks(deps, signedInUser(c), c.req.valid('json'))))
    .get('/:id/shortlist', paramsOf(shortlistUserParam), async (c) => {
      const client = await careerClient(deps, c.req.valid('param').id);
      return c.json<AdminShortlistDto>(await adminShortlistOf(deps, client.id));
    })
    .put('/:id/shortlist', paramsOf(shortlistUserParam), jsonBody(shortlistBody), async (c) => {
      const client = await careerClient(deps, c.req.valid('param').id);
      return c.json<AdminShortlistDto>(await shareShortlist(deps, signedInUser(c), client, c.req.valid('json')));
    });
}
