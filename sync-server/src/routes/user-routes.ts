import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import type { UserSummaryDto } from '../contract/user-dto';
import type { PlanId } from '../contract/plan-dto';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { signedInUser } from '../http/signed-in-user';
import { paramsOf, queryOf } from '../http/validate';
import type { UserWithPlanRow } from '../repositories/user-repository';
import { listSafetyFlaggedUserIds } from '../repositories/progress-repository';
import { listUsersWithCurrentPlan } from '../repositories/user-repository';
import { currentUserView } from '../services/current-user';
import { demoResults } from '../services/demo-results';

function toSummary(row: UserWithPlanRow, flagged: ReadonlySet<string>): UserSummaryDto {
  return {
    _id: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    admin: row.user.isAdmin,
    isVerified: row.user.isVerified,
    createdAt: row.user.createdAt,
    plan: row.planId ? { _id: row.planId as PlanId, name: row.planName ?? row.planId } : null,
    safetyFlag: flagged.has(row.user.id),
  };
}

/** The admin's user list: each user with their plan and whether a check-in is needed. */
async function userSummaries(deps: AppDeps, search: string | undefined): Promise<UserSummaryDto[]> {
  const [rows, flagged] = await Promise.all([listUsersWithCurrentPlan(deps.db, search), listSafetyFlaggedUserIds(deps.db)]);
  return rows.map((row) => toSummary(row, flagged));
}

const searchText = z.string().trim().max(100, 'Search text is too long');

const questionVersionParams = z.object({
  assessmentId: z.string().regex(/^[a-z-]{1,40}$/, 'Unknown assessment'),
  version: z.string().regex(/^[\w.-]{1,20}$/, 'Unknown version'),
});

/** Question versions by assessment: only the interview has them (spec section 3). */
const QUESTION_VERSIONS: Readonly<Record<string, typeof INTERVIEW_DEFINITION.questionVersions>> = {
  interview: INTERVIEW_DEFINITION.questionVersions,
};

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/current', async (c) => c.json(await currentUserView(deps.db, signedInUser(c))))
    // Literal path: keep it before any '/:id'-style route. Public and the same for everyone.
    .get('/results/demo', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(demoResults());
    })
    .get('/', queryOf(z.object({ search: searchText.optional() })), async (c) => {
      return c.json(await userSummaries(deps, c.req.valid('query').search || undefined));
    })
    .get('/search/:term', paramsOf(z.object({ term: searchText.min(1, 'Search text is required') })), async (c) => {
      return c.json(await userSummaries(deps, c.req.valid('param').term));
    })
    .get('/questions/:assessmentId/:version', paramsOf(questionVersionParams), (c) => {
      const { assessmentId, version } = c.req.valid('param');
      const versions = Object.hasOwn(QUESTION_VERSIONS, assessmentId) ? QUESTION_VERSIONS[assessmentId] : undefined;
      const found = versions && Object.hasOwn(versions, version) ? versions[version] : undefined;
      if (!found) throw new AppError('not_found', `No question version "${version}" for "${assessmentId}".`);
      return c.json(found);
    });
}
