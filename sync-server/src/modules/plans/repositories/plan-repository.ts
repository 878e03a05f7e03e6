import type { Kysely, Selectable } from 'kysely';
import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { CoachSession, PlanDto, PlanId } from '../contract/plan-dto';
import { queryTemplate } from '../../../db/query-template';
import type { Database, PlansTable } from '../../../db/schema';

function toPlan(row: Selectable<PlansTable>): PlanDto {
  return {
    _id: row.id as PlanId,
    name: row.name,
    order: Number(row.display_order),
    tagline: row.tagline,
    features: JSON.parse(row.features) as string[],
    price: Number(row.price_cents),
    processingFeePercentage: Number(row.processing_fee_percentage),
    assessments: JSON.parse(row.assessments) as AssessmentId[],
    sessions: JSON.parse(row.sessions) as CoachSession[],
  };
}

/** How a plan was obtained: self (free initialisation), admin, checkout (a paid order), demo. */
export type PlanSource = 'self' | 'admin' | 'checkout' | 'demo';

/** Inserts or refreshes the plans from the seed data. */
export async function upsertPlans(db: Kysely<Database>, plans: readonly PlanDto[]): Promise<void> {
  for (const plan of plans) {
    const values = {
      name: plan.name,
      display_order: plan.order,
      tagline: plan.tagline,
      features: JSON.stringify(plan.features),
      price_cents: plan.price,
      processing_fee_percentage: plan.processingFeePercentage,
      assessments: JSON.stringify(plan.assessments),
      sessions: JSON.stringify(plan.sessions),
    };
    await db
      .insertInto('plans')
      .values({ id: plan._id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}

export async function listPlans(db: Kysely<Database>): Promise<PlanDto[]> {
  const rows = await db.selectFrom('plans').selectAll().orderBy('display_order').execute();
  return rows.map(toPlan);
}

export async function findPlan(db: Kysely<Database>, id: string): Promise<PlanDto | undefined> {
  const row = await db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPlan(row);
}

/** The plans assigned to a user, most recent assignment first. */
function userPlansNewestFirst(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('user_plans')
    .innerJoin('plans', 'plans.id', 'user_plans.plan_id')
    .selectAll('plans')
    .where('user_plans.user_id', '=', userId)
    .orderBy('user_plans.created_at', 'desc')
    .orderBy('user_plans.id', 'desc');
}

/** The user's plans, current (most recently assigned) first. */
export async function plansOfUser(db: Kysely<Database>, userId: string): Promise<PlanDto[]> {
  return (await userPlansNewestFirst(db, userId).execute()).map(toPlan);
}

/** The user's current plan (the most recent assignment), or undefined when they have none. */
export async function currentPlanOfUser(db: Kysely<Database>, userId: string): Promise<PlanDto | undefined> {
  const row = await userPlansNewestFirst(db, userId).limit(1).executeTakeFirst();
  return row && toPlan(row);
}

const currentAssessmentsTemplate = queryTemplate((db, user: { userId: string }) =>
  userPlansNewestFirst(db, user.userId).clearSelect().select('plans.assessments').limit(1),
);

/** The assessments of the user's current plan, or undefined when they have none: one small read. */
export async function currentPlanAssessments(db: Kysely<Database>, userId: string): Promise<AssessmentId[] | undefined> {
  const { rows } = await currentAssessmentsTemplate.run(db, { userId });
  const row = rows[0];
  return row && (JSON.parse(row.assessments) as AssessmentId[]);
}

export async function assignPlan(
  db: Kysely<Database>,
  assignment: { id: string; userId: string; planId: PlanId; source: PlanSource; createdAt: string; orderId?: string },
): Promise<void> {
  await db
    .insertInto('user_plans')
    .values({
      id: assignment.id,
      user_id: assignment.userId,
      plan_id: assignment.planId,
      source: assignment.source,
      created_at: assignment.createdAt,
      order_id: assignment.orderId ?? null,
    })
    .execute();
}

/** Whether a paid order has changed its user's plan (its assignment exists). */
export async function isOrderApplied(db: Kysely<Database>, orderId: string): Promise<boolean> {
  return (await db.selectFrom('user_plans').select('id').where('order_id', '=', orderId).executeTakeFirst()) !== undefined;
}
