import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { UserSummaryDto } from '../contract/user-dto';
import type { PlanId } from '../contract/plan-dto';
import type { AppEnv } from '../http/app-env';
import { signedInUser } from '../http/signed-in-user';
import { paramsOf, queryOf } from '../http/validate';
import type { UserWithPlanRow } from '../repositories/user-repository';
import { listUsersWithCurrentPlan } from '../repositories/user-repository';
import { currentUserView } from '../services/current-user';

function toSummary(row: UserWithPlanRow): UserSummaryDto {
  return {
    _id: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    admin: row.user.isAdmin,
    isVerified: row.user.isVerified,
    createdAt: row.user.createdAt,
    plan: row.planId ? { _id: row.planId as PlanId, name: row.planName ?? row.planId } : null,
  };
}

const searchText = z.string().trim().max(100, 'Search text is too long');

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/current', async (c) => c.json(await currentUserView(deps.db, signedInUser(c))))
    .get('/', queryOf(z.object({ search: searchText.optional() })), async (c) => {
      const rows = await listUsersWithCurrentPlan(deps.db, c.req.valid('query').search || undefined);
      return c.json(rows.map(toSummary));
    })
    .get('/search/:term', paramsOf(z.object({ term: searchText.min(1, 'Search text is required') })), async (c) => {
      const rows = await listUsersWithCurrentPlan(deps.db, c.req.valid('param').term);
      return c.json(rows.map(toSummary));
    });
}
