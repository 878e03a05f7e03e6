import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { AnswerSaveResponse } from '../contract/answer-dto';
import { findBatch } from '../repositories/answer-batch-repository';

/**
 * A batch id seen before: the same user and payload get the stored response, anything else 409.
 * `refusal`, the error the save met (say, the assessment is completed), is thrown when no batch
 * of that id is stored: the request was new after all.
 */
export async function replay(db: Kysely<Database>, userId: string, batch: { batchId: string; payloadHash: string }, refusal: AppError | undefined): Promise<AnswerSaveResponse> {
  const stored = await findBatch(db, batch.batchId);
  if (!stored) {
    if (refusal) throw refusal;
    throw new Error(`Batch ${batch.batchId} was taken but cannot be read.`);
  }
  if (stored.userId !== userId || stored.payloadHash !== batch.payloadHash) {
    throw new AppError('batch_conflict', 'This batch id was already used for different answers.');
  }
  return JSON.parse(stored.response) as AnswerSaveResponse;
}
