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
