import { z } from 'zod';
import { PLAN_IDS } from './plan-dto';

/** POST /api/plans. Kept apart from plan-dto so pages that only need plan types do not load zod. */
export const choosePlanBody = z.strictObject({
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(64, 'userId is invalid'),
  plan: z.enum(PLAN_IDS, { error: 'Unknown plan' }),
});
export type ChoosePlanBody = z.input<typeof choosePlanBody>;
