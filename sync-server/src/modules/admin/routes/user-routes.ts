import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { UserSummaryDto } from '../../accounts/contract/user-dto';
import type { LastSyncDto } from '../../provider/contract/elevate-dto';
import type { LastSyncRow } from '../../provider/services/provider-sync-job-store';
import { listLastSyncs } from '../../provider/services/provider-sync-job-store';
import type { PlanDto, PlanId } from '../../plans/contract/plan-dto';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { signedInUser } from '../../../http/signed-in-user';
import { paramsOf, queryOf } from '../../../http/validate';
import type { UserWithPlanRow } from '../../accounts/services/user-store';
import { listPlans } from '../../plans/services/plan-store';
import type { ProgressFacts } from '../../answers/services/progress-store';
import { listProgressFacts } from '../../answers/services/progress-store';
import type { OpenSafetyFlagDto } from '../../safety/contract/safety-dto';
import { listOpenFlags } from '../../safety/services/safety-flag-store';
import { findUserById, listUsersWithCurrentPlan } from '../../accounts/services/user-store';
import type { SessionType } from '../../coaching/services/booking-store';
import { listLiveBookingStarts } from '../../coaching/services/booking-store';
import { audit } from '../services/audit';
import { currentUserView } from '../../accounts/services/current-user';

function lastSyncOf(row: LastSyncRow | undefined): LastSyncDto | null {
  return row ? { at: row.at, state: row.state, mbti: row.report?.mbti.status ?? null, sii: row.report?.sii.status ?? null } : null;
}

function toSummary(
  row: UserWithPlanRow,
  flags: ReadonlyMap<string, OpenSafetyFlagDto>,
  facts: ProgressFacts,
  plans: ReadonlyMap<string, PlanDto>,
  syncs: ReadonlyMap<string, LastSyncRow>,
  sessions: ReadonlyMap<string, Partial<Record<SessionType, string>>>,
): UserSummaryDto {
  const plan = row.planId ? plans.get(row.planId) : undefined;
  const assessments = plan?.assessments ?? [];
  const booked = sessions.get(row.user.id);
  const completed = facts.completed.get(row.user.id) ?? new Set<string>();
  const flag = flags.get(row.user.id);
  return {
    _id: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    admin: row.user.isAdmin,
    isVerified: row.user.isVerified,
    createdAt: row.user.createdAt,
    plan: row.planId ? { _id: row.planId as PlanId, name: row.planName ?? row.planId } : null,
    safetyFlag: flag !== undefined,
    safetyLevel: flag?.level ?? null,
    safetyFlaggedAt: flag?.flaggedAt ?? null,
    assessmentsCompleted: assessments.filter((id) => completed.has(id)).length,
    assessmentsTotal: assessments.length,
    interviewCompleted: completed.has('interview'),
    elevate: assessments.includes('myers-briggs')
      ? { ...(facts.provider.get(row.user.id) ?? { mbti: false, sii: false }), lastSync: lastSyncOf(syncs.get(row.user.id)) }
      : null,
    planSessions: plan?.sessions ?? [],
    interviewSession: booked?.interview ?? null,
    resultsSession: booked?.results ?? null,
  };
}

/** The admin's user list: each user with their plan and whether a check-in is needed (the open safety flag). */
async function userSummaries(deps: AppDeps, search: string | undefined): Promise<UserSummaryDto[]> {
  const [rows, flags, facts, plans, syncs, sessions] = await Promise.all([
    listUsersWithCurrentPlan(deps.db, search),
    listOpenFlags(deps.db),
    listProgressFacts(deps.db),
    listPlans(deps.db),
    listLastSyncs(deps.db),
    listLiveBookingStarts(deps.db),
  ]);
  const plansById = new Map(plans.map((plan) => [plan._id as string, plan]));
  return rows.map((row) => toSummary(row, flags, facts, plansById, syncs, sessions));
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

const userIdParams = z.object({ id: z.string().min(1).max(64, 'Unknown user') });
/** Why an admin reads a user's data: the audit log says which. */
const userViewQuery = z.object({ view: z.enum(['results', 'interview', 'progress']).default('results') });
const VIEW_ACTIONS = { results: 'view_results', interview: 'view_interview', progress: 'view_user' } as const;

/** A user an admin reads (404 for an unknown id). */
async function subjectUser(deps: AppDeps, id: string) {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('not_found', 'User not found.');
  return user;
}

/**
 * The admins' reads of users under /api/users: the user table, a user's views (audited) and the
 * interview's question versions. The client's own GET /api/users/current is the accounts module's
 * and the public sample report GET /api/users/results/demo the answers module's, mounted before
 * these (app.ts) so that '/:id' never takes their paths.
 */
export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    // The spec's login-as payload: the user's current-user view, for an admin (audited).
    .get('/current/:id', paramsOf(userIdParams), async (c) => {
      const subject = await subjectUser(deps, c.req.valid('param').id);
      await audit(deps, signedInUser(c), 'view_user', subject, { view: 'current' });
      return c.json(await currentUserView(deps.db, subject));
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
    })
    // GET /api/users/{id}: a user's results, answers and progress, for an admin (audited by view).
    // Last: every literal path above wins over it.
    .get('/:id', paramsOf(userIdParams), queryOf(userViewQuery), async (c) => {
      const subject = await subjectUser(deps, c.req.valid('param').id);
      const { view } = c.req.valid('query');
      await audit(deps, signedInUser(c), VIEW_ACTIONS[view], subject, { view });
      return c.json(await currentUserView(deps.db, subject));
    });
}
