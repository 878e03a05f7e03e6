import type { Kysely } from 'kysely';
import { queryTemplate } from '../../../db/query-template';
import type { Database } from '../../../db/schema';

export interface StoredBatch {
  userId: string;
  payloadHash: string;
  /** JSON text of the response first given. */
  response: string;
}

export interface NewBatch {
  batchId: string;
  userId: string;
  assessmentId: string;
  payloadHash: string;
  /** JSON text of the response. */
  response: string;
  now: string;
}

const insertBatchTemplate = queryTemplate((db, batch: NewBatch) =>
  db
    .insertInto('answer_batches')
    .values({
      batch_id: batch.batchId,
      user_id: batch.userId,
      assessment_id: batch.assessmentId,
      payload_hash: batch.payloadHash,
      response: batch.response,
      created_at: batch.now,
    })
    .onConflict((oc) => oc.column('batch_id').doNothing())
    .returning('batch_id'),
);

/**
 * Stores an applied batch with its response, as the last step of the transaction that applied it.
 * False, storing nothing, when the id is taken: the caller then rolls back what it applied (the
 * batch was applied before, or by a concurrent request). On PostgreSQL an insert of an id that a
 * concurrent transaction inserted waits for that transaction, then sees its row.
 */
export async function insertBatch(db: Kysely<Database>, batch: NewBatch): Promise<boolean> {
  const { rows } = await insertBatchTemplate.run(db, batch);
  return rows.length === 1;
}

export async function findBatch(db: Kysely<Database>, batchId: string): Promise<StoredBatch | undefined> {
  const row = await db
    .selectFrom('answer_batches')
    .select(['user_id', 'payload_hash', 'response'])
    .where('batch_id', '=', batchId)
    .executeTakeFirst();
  return row && { userId: row.user_id, payloadHash: row.payload_hash, response: row.response };
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
