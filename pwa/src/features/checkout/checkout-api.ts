import type { CheckoutResponse } from '@career/sync-server/plans/contract/checkout-dto';
import type { PlanId } from '@career/sync-server/plans/contract/plan-dto';
import { api } from '../../api/api-client';

/** Asks the server for a hosted checkout session for the plan; the server prices it. */
export function startCheckout(planId: PlanId): Promise<CheckoutResponse> {
  return api<CheckoutResponse>('/api/checkout', { method: 'POST', body: { planId } });
}

/** Leaves the app for the card provider's hosted page (a function, so tests can see where it goes). */
export const goToHostedCheckout = (url: string) => window.location.assign(url);
