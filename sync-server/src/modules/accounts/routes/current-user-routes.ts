import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { enforceRateLimit } from '../../../auth/rate-limit';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, jsonBodyOf } from '../../../http/validate';
import { demographicsBody } from '../contract/demographics-schemas';
import { currentUserView } from '../services/current-user';
import { saveDemographics } from '../services/demographics';
import { timeZoneBody } from '../contract/time-zone-schemas';
import { chooseTimeZone } from '../services/time-zone';

/**
 * GET /api/users/current: the signed-in user's own view (plan, assessments, answers, results,
 * sessions). While an admin acts as the user, it says so (actingAs).
 * PUT /api/users/current/demographics: the optional birth year and sex the NEO is compared by.
 * PUT /api/users/current/time-zone: the zone booking times are written in, chosen on /profile.
 * Both are limited per account (RATE_LIMITS): a request that passed validation counts before it writes.
 */
export function currentUserRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/current', async (c) => {
      const view = await currentUserView(deps.db, signedInUser(c));
      const acting = c.get('acting');
      if (!acting) return c.json(view);
      const { admin, expiresAt } = acting;
      return c.json({ ...view, actingAs: { admin: { _id: admin.id, firstName: admin.firstName, lastName: admin.lastName, timeZone: admin.timeZone }, expiresAt: new Date(expiresAt * 1000).toISOString() } });
    })
    .put('/current/demographics', jsonBodyOf(() => demographicsBody(deps.clock())), async (c) => {
      const user = signedInUser(c);
      await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.demographicsPerAccount, { sayHowLong: true });
      return c.json(await saveDemographics(deps.db, user, c.req.valid('json'), deps.clock().toISOString()));
    })
    .put('/current/time-zone', jsonBody(timeZoneBody), async (c) => {
      const user = signedInUser(c);
      await enforceRateLimit(deps.rateLimiter, user.id, RATE_LIMITS.timeZonePerAccount, { sayHowLong: true });
      return c.json(await chooseTimeZone(deps.db, user, c.req.valid('json').timeZone, deps.clock().toISOString()));
    });
}
