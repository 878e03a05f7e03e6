import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { queryTemplate } from '../../../db/query-template';
import type { Database } from '../../../db/schema';
import type { AnswerWrite } from './answer-repository';

/** What apply_answer_batch (migration 2026-11-28-002) needs: one batch of a list instrument, no finish. */
export interface BatchCall {
  userId: string;
  assessmentId: string;
  version: string;
  totalQuestions: number;
  now: string;
  /** Distinct keys, sorted (rows are locked in this order). */
  writes: readonly AnswerWrite[];
  batchId: string;
  payloadHash: string;
  /** Changes the request offered (writes and those superseded within it): ignored = offered - applied. */
  offered: number;
  /** The user has given their consent (answer-access.ts's rule for paid plans). */
  consented: boolean;
}

export type BatchCallOutcome =
  /** Applied and stored with its response (JSON text). */
  | { outcome: 'applied'; response: string }
  /** The current plan does not allow this write (see the migration): nothing was written. */
  | { outcome: 'refused' }
  /** The assessment is completed: nothing was written. */
  | { outcome: 'completed' }
  /** The batch id was stored before (or by a concurrent request): nothing was written. */
  | { outcome: 'taken' };

/** SQLSTATE apply_answer_batch raises when the batch id is taken. */
const BATCH_TAKEN = 'CB001';

/** Whether this database has apply_answer_batch: PostgreSQL (SQLite runs the TypeScript path). */
export function hasBatchCall(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter && !db.isTransaction;
}

/** The call's values: the batch's writes as three parallel arrays (values as JSON text, stamps as text for bigint). */
interface CallValues extends Omit<BatchCall, 'writes'> {
  keys: string[];
  values: (string | null)[];
  stamps: string[];
}

// Compiled once: a prepared statement (db/pg-prepared-statements.ts).
const callTemplate = queryTemplate((db, v: CallValues) => ({
  compile: () =>
    sql<CallRow>`select outcome, response from apply_answer_batch(${v.userId}, ${v.assessmentId}, ${v.version}, ${v.totalQuestions}::integer, ${v.now},
      ${v.keys}::text[], ${v.values}::text[], ${v.stamps}::bigint[], ${v.batchId}, ${v.payloadHash}, ${v.offered}::integer, ${v.consented}::boolean)`.compile(db),
}));

/** The function also answers questions_answered and completed_at, which nothing here reads. */
interface CallRow {
  outcome: 'applied' | 'refused' | 'completed';
  response: string | null;
}

/**
 * Applies a batch in one round trip, as its own transaction (see the migration for what it does
 * and in which order). Only on PostgreSQL, outside a transaction (hasBatchCall).
 */
export async function callApplyAnswerBatch(db: Kysely<Database>, call: BatchCall): Promise<BatchCallOutcome> {
  const keys = call.writes.map((write) => write.key);
  const values = call.writes.map((write) => (write.value === null ? null : JSON.stringify(write.value)));
  const stamps = call.writes.map((write) => String(write.stamp));
  try {
    const { rows } = await callTemplate.run(db, { ...call, keys, values, stamps });
    const row = rows[0];
    if (!row) throw new Error('apply_answer_batch answered no row.');
    if (row.outcome === 'applied' && row.response !== null) return { outcome: 'applied', response: row.response };
    if (row.outcome === 'refused') return { outcome: 'refused' };
    return { outcome: 'completed' };
  } catch (error) {
    if ((error as { code?: unknown }).code === BATCH_TAKEN) return { outcome: 'taken' };
    throw error;
  }
}
