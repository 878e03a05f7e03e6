import type { AppDeps } from '../app-deps';
import type { PlanId } from '../contract/plan-dto';
import { AppError } from '../http/app-error';
import { findPlan, plansOfUser } from '../repositories/plan-repository';
import type { UserRecord } from '../repositories/user-repository';
import { findUserById } from '../repositories/user-repository';
import { changePlan } from './plan-change';

/**
 * POST /api/plans. A client may initialise the free plan for themselves while they have no plan;
 * paid plans come through checkout. An admin may put any user on any plan.
 */
export async function choosePlan(deps: Pick<AppDeps, 'db' | 'clock'>, actor: UserRecord, userId: string, planId: PlanId): Promise<void> {
  const plan = await findPlan(deps.db, planId);
  if (!plan) throw new AppError('not_found', 'Unknown plan.');
  if (!actor.isAdmin) {
    if (userId !== actor.id) throw new AppError('forbidden', 'You can only choose a plan for yourself.');
    if (plan.price > 0) throw new AppError('forbidden', 'Paid plans are bought through checkout.');
    if ((await plansOfUser(deps.db, actor.id)).length > 0) throw new AppError('conflict', 'You already have a plan.');
  } else if (!(await findUserById(deps.db, userId))) {
    throw new AppError('not_found', 'User not found.');
  }
  await changePlan(deps.db, { userId, planId, source: actor.isAdmin && userId !== actor.id ? 'admin' : 'self', at: deps.clock() });
}
