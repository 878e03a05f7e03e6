import { z } from 'zod';
import { PLAN_IDS } from './plan-dto';

/** POST /api/checkout: the plan only. Every amount is the server's to compute. */
export const checkoutBody = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: 'Unknown plan' }),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const orderParams = z.object({ id: z.uuid({ error: 'Unknown order' }) });
