import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { ChoosePlanResponse } from '../contract/plan-dto';
import { choosePlanBody } from '../contract/plan-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody } from '../../../http/validate';
import { listPlans } from '../repositories/plan-repository';
import { choosePlan } from '../services/plan-service';

export function planRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listPlans(deps.db)))
    .post('/', jsonBody(choosePlanBody), async (c) => {
      const { userId, plan } = c.req.valid('json');
      await choosePlan(deps, signedInUser(c), userId, plan);
      return c.json<ChoosePlanResponse>({ success: true, newPlanId: plan });
    });
}
