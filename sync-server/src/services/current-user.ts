import type { Kysely } from 'kysely';
import type { CurrentUserDto } from '../contract/user-dto';
import type { Database } from '../db/schema';
import { plansOfUser } from '../repositories/plan-repository';
import type { UserRecord } from '../repositories/user-repository';

/** GET /api/users/current: the profile, plans (current first) and assessment data. */
export async function currentUserView(db: Kysely<Database>, user: UserRecord): Promise<CurrentUserDto> {
  const plans = await plansOfUser(db, user.id);
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    admin: user.isAdmin,
    isVerified: user.isVerified,
    isNumVerified: user.isNumVerified,
    consent: user.consent,
    createdAt: user.createdAt,
    plans: plans.map((plan) => ({ _id: plan._id, name: plan.name, order: plan.order, assessments: plan.assessments })),
    appointments: { interview: null, results: null },
    interviewScheduled: false,
    resultsScheduled: false,
    leanAssessmentData: [],
    assessmentData: [],
  };
}
