import type { PlanDto } from '@career/sync-server/plans/contract/plan-dto';

/** Prices are held in cents and shown divided by 100, to 2 decimals when there are cents. */
export function formatPrice(cents: number, alwaysCents = false): string {
  const dollars = cents / 100;
  return alwaysCents || !Number.isInteger(dollars)
    ? `$${dollars.toFixed(2)}`
    : `$${dollars.toLocaleString('en-US')}`;
}

/** The plans a user may move to: all without a plan, otherwise only those priced above the current one. */
export function availablePlans(plans: readonly PlanDto[], current: PlanDto | undefined): PlanDto[] {
  return current ? plans.filter((plan) => plan.price > current.price) : [...plans];
}

/** The price of moving to a plan: its price minus the current plan's, unless the current plan is free. */
export function upgradePrice(plan: PlanDto, current: PlanDto | undefined): number {
  return current && current.price > 0 ? plan.price - current.price : plan.price;
}

export interface CheckoutTotals {
  price: number;
  fee: number;
  total: number;
}

/** Checkout adds the processing fee (a percentage of the price, rounded to the cent); total = price + fee. */
export function checkoutTotals(priceCents: number, feePercentage: number): CheckoutTotals {
  const fee = Math.round((priceCents * feePercentage) / 100);
  return { price: priceCents, fee, total: priceCents + fee };
}
