import type { AppDeps } from '../../../app-deps';
import type { PlanId } from '../contract/plan-dto';
import { AppError } from '../../../http/app-error';
import { currentPlanOfUser, findPlan, plansOfUser } from '../repositories/plan-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import { changePlan } from './plan-change';

/**
 * POST /api/plans. A client may initialise the free plan for themselves while they have no plan;
 * paid plans come through checkout. An admin may put any user on any plan (audited).
 */
export async function choosePlan(deps: Pick<AppDeps, 'db' | 'clock'>, actor: UserRecord, userId: string, planId: PlanId): Promise<void> {
  const plan = await findPlan(deps.db, planId);
  if (!plan) throw new AppError('not_found', 'Unknown plan.');
  if (!actor.isAdmin) {
    if (userId !== actor.id) throw new AppError('forbidden', 'You can only choose a plan for yourself.');
    if (plan.price > 0) throw new AppError('forbidden', 'Paid plans are bought through checkout.');
    if ((await plansOfUser(deps.db, actor.id)).length > 0) throw new AppError('conflict', 'You already have a plan.');
    await changePlan(deps.db, { userId, planId, source: 'self', at: deps.clock() });
    return;
  }
  const subject = await findUserById(deps.db, userId);
  if (!subject) throw new AppError('not_found', 'User not found.');
  // Plans are for clients: an admin (their own account included) has none to change.
  if (subject.isAdmin) throw new AppError('forbidden', 'Admins have no plan: plans are for clients.');
  const from = await currentPlanOfUser(deps.db, userId);
  if (from?._id === planId) throw new AppError('conflict', `${subject.firstName} ${subject.lastName} is already on the ${plan.name} plan.`);
  // The change and its audit entry in one transaction: neither exists without the other.
  await deps.db.transaction().execute(async (trx) => {
    await audit({ db: trx, clock: deps.clock }, actor, 'plan_change', subject, { from: from?._id ?? null, to: planId });
    await changePlan(trx, { userId, planId, source: userId === actor.id ? 'self' : 'admin', at: deps.clock() });
  });
}
