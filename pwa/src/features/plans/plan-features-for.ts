import type { LandingDto } from '@career/sync-server/public/contract/landing-schema';
import type { PlanDto } from '@career/sync-server/plans/contract/plan-dto';

/**
 * A plan card's feature lines: the landing content's plan features for that plan, in their order;
 * the plan's own list (GET /api/plans) when the content has none for it or is not loaded.
 */
export function featuresFor(plan: PlanDto, planFeatures: LandingDto['planFeatures'] | undefined): string[] {
  const fromContent = (planFeatures ?? []).filter((feature) => feature.plan === plan._id).map((feature) => feature.text);
  return fromContent.length ? fromContent : plan.features;
}
