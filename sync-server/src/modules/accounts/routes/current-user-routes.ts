import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { currentUserView } from '../services/current-user';

/**
 * GET /api/users/current: the signed-in user's own view (plan, assessments, answers, results,
 * sessions). While an admin acts as the user, it says so (actingAs).
 */
export function currentUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/current', async (c) => {
    const view = await currentUserView(deps.db, signedInUser(c));
    const acting = c.get('acting');
    if (!acting) return c.json(view);
    const { admin, expiresAt } = acting;
    return c.json({ ...view, actingAs: { admin: { _id: admin.id, firstName: admin.firstName, lastName: admin.lastName }, expiresAt: new Date(expiresAt * 1000).toISOString() } });
  });
}
