import type { PlanDto } from '../contract/plan-dto';
import { AppError } from '../../../http/app-error';

export interface CheckoutQuote {
  /** In cents: the plan price, or the difference to the current paid plan. */
  amountCents: number;
  feeCents: number;
  feePercentage: number;
  totalCents: number;
}

/**
 * What moving to `plan` costs, from the server's plan data only: the plan's price minus the
 * current plan's (unless the current plan is free or there is none), plus the plan's processing
 * fee rounded to the cent. Only upgrades to a paid plan can be bought.
 */
export function quoteUpgrade(plan: PlanDto, current: PlanDto | undefined): CheckoutQuote {
  if (plan.price <= 0) throw new AppError('conflict', 'The free plan needs no payment.');
  if (current?._id === plan._id) throw new AppError('conflict', `You are already on the ${plan.name} plan.`);
  if (current && plan.price <= current.price) {
    throw new AppError('conflict', `${plan.name} is not an upgrade from your ${current.name} plan.`);
  }
  const amountCents = current && current.price > 0 ? plan.price - current.price : plan.price;
  const feeCents = Math.round((amountCents * plan.processingFeePercentage) / 100);
  return { amountCents, feeCents, feePercentage: plan.processingFeePercentage, totalCents: amountCents + feeCents };
}
