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
  /**
   * The session the server acted on, taken from memory without reading the user
   * (http/session-user-cache.ts): the call checks it against the user's row first (migration
   * 2026-11-28-005) and uses the consent stored there, not `consented`.
   */
  session?: { version: number; isAdmin: boolean };
}

export type BatchCallOutcome =
  /** Applied and stored with its response (JSON text). */
  | { outcome: 'applied'; response: string }
  /** The current plan does not allow this write (see the migration): nothing was written. */
  | { outcome: 'refused' }
  /** The assessment is completed: nothing was written. */
  | { outcome: 'completed' }
  /** The batch id was stored before (or by a concurrent request): nothing was written. */
  | { outcome: 'taken' }
  /** The session given is no longer the user's (or the user is gone): nothing was written. */
  | { outcome: 'stale' };

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

/** The same call behind the check of the session (`session` given). */
const checkedCallTemplate = queryTemplate((db, v: CallValues & { sessionVersion: number; isAdmin: boolean }) => ({
  compile: () =>
    sql<CallRow>`select outcome, response from apply_answer_batch_checked(${v.sessionVersion}::integer, ${v.isAdmin}::boolean, ${v.userId}, ${v.assessmentId}, ${v.version}, ${v.totalQuestions}::integer, ${v.now},
      ${v.keys}::text[], ${v.values}::text[], ${v.stamps}::bigint[], ${v.batchId}, ${v.payloadHash}, ${v.offered}::integer)`.compile(db),
}));

/** The function also answers questions_answered and completed_at, which nothing here reads. */
interface CallRow {
  outcome: 'applied' | 'refused' | 'completed' | 'stale';
  response: string | null;
}

/**
 * Applies a batch in one round trip, as its own transaction (see the migration for what it does
 * and in which order). Only on PostgreSQL, outside a transaction (hasBatchCall).
 */
export async function callApplyAnswerBatch(db: Kysely<Database>, call: BatchCall): Promise<BatchCallOutcome> {
  const keys = call.writes.map((write) => write.key);
  const answerValues = call.writes.map((write) => (write.value === null ? null : JSON.stringify(write.value)));
  const stamps = call.writes.map((write) => String(write.stamp));
  try {
    const values = { ...call, keys, values: answerValues, stamps };
    const { session } = call;
    const { rows } = session
      ? await checkedCallTemplate.run(db, { ...values, sessionVersion: session.version, isAdmin: session.isAdmin })
      : await callTemplate.run(db, values);
    const row = rows[0];
    if (!row) throw new Error('apply_answer_batch answered no row.');
    if (row.outcome === 'applied' && row.response !== null) return { outcome: 'applied', response: row.response };
    if (row.outcome === 'refused') return { outcome: 'refused' };
    if (row.outcome === 'stale') return { outcome: 'stale' };
    return { outcome: 'completed' };
  } catch (error) {
    if ((error as { code?: unknown }).code === BATCH_TAKEN) return { outcome: 'taken' };
    throw error;
  }
}
