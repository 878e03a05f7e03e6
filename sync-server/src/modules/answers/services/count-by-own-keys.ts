import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AnswerWrite } from '../repositories/answer-repository';
import { storedStatesOfKeys, upsertAnswers } from '../repositories/answer-repository';
import type { ProgressRecord } from '../repositories/progress-repository';
import { SMALL_BATCH, isCountedBatch } from './counted-assessments';
import type { SavePlan } from './save-plan';

/**
 * Whether a save may keep its assessment's answered count by difference, from what its own keys
 * held before, instead of counting every stored answer (a quarter of a small batch's database
 * time on SQLite): a batch of up to SMALL_BATCH answers, without a finish, to an assessment
 * counted by its stored values, whose progress row (held by the caller: every writer of the
 * assessment's answers holds it, so nothing changes them meanwhile) is of this version and total
 * and holds a count above 0 (a row made now may sit beside answers stored before it). A count at
 * the total is clamped (rows of an older version may be stored beside): storedValuesAfter then
 * knows the result only when the save adds values or keeps their number.
 * apply_answer_batch on PostgreSQL decides the same way.
 */
export function countsByOwnKeys(plan: SavePlan, progress: ProgressRecord): boolean {
  const { rules, writes } = plan;
  return (
    isCountedBatch(plan) &&
    writes.length <= SMALL_BATCH &&
    progress.version === rules.version &&
    progress.totalQuestions === rules.totalQuestions &&
    progress.questionsAnswered > 0
  );
}

/**
 * The number of stored values after a save that changed it by `valueChange`, from the progress
 * row's count before (`countsByOwnKeys` held); undefined when it cannot be known without counting:
 * a count clamped at the total that the save lowers.
 */
export function storedValuesAfter(progress: ProgressRecord, valueChange: number | undefined): number | undefined {
  if (valueChange === undefined) return undefined;
  if (progress.questionsAnswered < progress.totalQuestions) return progress.questionsAnswered + valueChange;
  return valueChange >= 0 ? progress.totalQuestions : undefined;
}

/**
 * Reads what the writes' keys hold, then upserts only the writes newer than that (the upsert keeps
 * its newest-stamp guard). Returns how many were stored and by how much the number of stored
 * values changed; valueChange is undefined when the upsert stored other than the read foretold,
 * which only a writer not holding the progress row could cause: the caller then counts every row.
 */
export async function upsertCountingOwnKeys(
  db: Kysely<Database>,
  owner: { userId: string; assessmentId: string },
  writes: readonly AnswerWrite[],
  now: string,
): Promise<{ applied: number; valueChange: number | undefined }> {
  const stored = await storedStatesOfKeys(db, owner, writes.map((write) => write.key));
  let valueChange = 0;
  const newer = writes.filter((write) => {
    const before = stored.get(write.key);
    if (before && before.stamp >= write.stamp) return false;
    valueChange += (write.value === null ? 0 : 1) - (before?.holdsValue ? 1 : 0);
    return true;
  });
  const applied = newer.length > 0 ? await upsertAnswers(db, owner, newer, now) : 0;
  return { applied, valueChange: applied === newer.length ? valueChange : undefined };
}
