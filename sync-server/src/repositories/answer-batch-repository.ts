import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredBatch {
  userId: string;
  payloadHash: string;
  /** JSON text of the response first given. */
  response: string;
}

/**
 * Claims a batch id for the current transaction (its response is stored before commit). False
 * when the id is taken: on PostgreSQL a concurrent claim of the same id waits for the other
 * transaction and then sees its row, so one batch is never applied twice.
 */
export async function claimBatch(
  db: Kysely<Database>,
  batch: { batchId: string; userId: string; assessmentId: string; payloadHash: string; now: string },
): Promise<boolean> {
  const claimed = await db
    .insertInto('answer_batches')
    .values({
      batch_id: batch.batchId,
      user_id: batch.userId,
      assessment_id: batch.assessmentId,
      payload_hash: batch.payloadHash,
      response: '',
      created_at: batch.now,
    })
    .onConflict((oc) => oc.column('batch_id').doNothing())
    .returning('batch_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function findBatch(db: Kysely<Database>, batchId: string): Promise<StoredBatch | undefined> {
  const row = await db
    .selectFrom('answer_batches')
    .select(['user_id', 'payload_hash', 'response'])
    .where('batch_id', '=', batchId)
    .executeTakeFirst();
  return row && { userId: row.user_id, payloadHash: row.payload_hash, response: row.response };
}

export async function storeBatchResponse(db: Kysely<Database>, batchId: string, response: string): Promise<void> {
  await db.updateTable('answer_batches').set({ response }).where('batch_id', '=', batchId).execute();
}

/**
 * Forgets batches stored before `cutoff` (ISO instant); returns how many. A batch replayed after
 * that is applied again, which is harmless: its stamps lose to anything newer, and a finish of a
 * completed assessment is refused with 409 like any late edit.
 */
export async function deleteBatchesCreatedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('answer_batches').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
