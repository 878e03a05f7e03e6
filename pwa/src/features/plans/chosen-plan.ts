import type { PlanId } from '@career/sync-server/plans/contract/plan-dto';

/** The plan carried in route state from the plans page to sign-up and checkout. */
export interface ChosenPlan {
  planName: string;
  planId: PlanId;
  /** In cents: the plan price, or the upgrade price for a user who already has a plan. */
  price: number;
}

export function chosenPlanOf(state: unknown): ChosenPlan | undefined {
  const candidate = state as Partial<ChosenPlan> | null;
  if (!candidate || typeof candidate.planId !== 'string' || typeof candidate.planName !== 'string' || typeof candidate.price !== 'number') return undefined;
  if (!['free', 'essential', 'premium'].includes(candidate.planId) || !Number.isInteger(candidate.price) || candidate.price < 0) return undefined;
  return { planName: candidate.planName, planId: candidate.planId, price: candidate.price };
}
