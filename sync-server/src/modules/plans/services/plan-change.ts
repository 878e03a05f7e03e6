import type { Kysely } from 'kysely';
import type { PlanId } from '../contract/plan-dto';
import type { Database } from '../../../db/schema';
import { newId } from '../../../ids';
import type { PlanSource } from '../repositories/plan-repository';
import { assignPlan } from '../repositories/plan-repository';

export interface PlanChange {
  userId: string;
  planId: PlanId;
  source: PlanSource;
  /** The paid order behind a checkout change: unique, so an order changes the plan once. */
  orderId?: string;
  at: Date;
}

/**
 * The one way a user's plan changes (free initialisation, an admin's change, a paid order, the
 * demo accounts): a new assignment, which makes it the current plan (`plans[0]`). Pass a
 * transaction as `db` to make the change part of a larger unit of work.
 */
export async function changePlan(db: Kysely<Database>, change: PlanChange): Promise<void> {
  await assignPlan(db, {
    id: newId(change.at.getTime()),
    userId: change.userId,
    planId: change.planId,
    source: change.source,
    createdAt: change.at.toISOString(),
    ...(change.orderId ? { orderId: change.orderId } : {}),
  });
}
