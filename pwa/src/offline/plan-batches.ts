import type { AssessmentId } from '@career/scoring/assessment-ids';
import { MAX_CHANGES_PER_BATCH } from '@career/sync-server/answers/contract/answer-dto';
import type { FinishManifest } from '@career/sync-server/answers/contract/answer-dto';
import type { AnswerRecord, OutboxBatch } from './local-db';

export type NewBatch = Omit<OutboxBatch, 'seq'>;

export interface BatchPlanInput {
  userId: string;
  assessmentId: AssessmentId;
  totalQuestions: number;
  /** Dirty answers not in any batch yet (stamp > frozenStamp). */
  fresh: readonly AnswerRecord[];
  /** Set when the finish must travel with these batches (on the last one). */
  finish?: FinishManifest;
  makeId: () => string;
  now: number;
  maxChanges?: number;
}

/**
 * Freezes answers into batches: oldest stamp first, at most MAX_CHANGES_PER_BATCH changes each;
 * the finish (if any) rides on the last batch, or alone when no answer changed.
 */
export function planBatches(input: BatchPlanInput): NewBatch[] {
  const maxChanges = input.maxChanges ?? MAX_CHANGES_PER_BATCH;
  const changes = [...input.fresh].sort((a, b) => a.stamp - b.stamp).map(({ key, value, stamp }) => ({ key, value, stamp }));
  const chunks: (typeof changes)[] = [];
  for (let start = 0; start < changes.length; start += maxChanges) chunks.push(changes.slice(start, start + maxChanges));
  if (chunks.length === 0 && input.finish) chunks.push([]);
  return chunks.map((chunk, index) => ({
    batchId: input.makeId(),
    userId: input.userId,
    assessmentId: input.assessmentId,
    totalQuestions: input.totalQuestions,
    changes: chunk,
    ...(input.finish && index === chunks.length - 1 ? { finish: input.finish } : {}),
    createdAt: input.now,
    attempts: 0,
  }));
}
