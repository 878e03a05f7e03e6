import type { BatchPlan, SavePlan } from './save-plan';

/**
 * The assessments whose questionsAnswered is min(stored values, total): scoring's questionsAnswered
 * (checked for every count in batch-in-one-call.test.ts). Not the myers-briggs step (always its
 * total), nor the card sort and interview (maps). Their count can be kept by difference.
 */
export const COUNTED_LIST_ASSESSMENTS: ReadonlySet<string> = new Set(['neo', 'depression-screening', 'consent', 'readiness-for-change']);

/**
 * Up to this many answers, a batch recounts only its own keys (against one scan of all of an
 * assessment's rows); apply_answer_batch on PostgreSQL uses the same bound.
 */
export const SMALL_BATCH = 60;

/**
 * A batch with answers to write, without a finish, to an assessment counted by its stored values:
 * what both apply_answer_batch and the count by difference (count-by-own-keys.ts) take.
 */
export function isCountedBatch(plan: SavePlan): plan is BatchPlan {
  return plan.batch !== undefined && !plan.finish && !plan.completeWhenAllAnswered && plan.writes.length > 0 && COUNTED_LIST_ASSESSMENTS.has(plan.rules.assessmentId);
}
