import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newId } from '../ids';
import type { JobData } from './job-queue';
import type { ClaimedJob, JobStore, StoredJobOptions } from './job-store';
import { depthByQueue, retryDelayMs } from './job-store';

const WAITING = ['created', 'retry'] as const;
/** How many due jobs a claim looks at, in case other processes take the first ones. */
const CLAIM_CANDIDATES = 5;

const iso = (ms: number) => new Date(ms).toISOString();

export interface SqliteJobStore extends JobStore {
  /** Leases run out: each such run counts as a failed attempt (retried after its backoff, or failed). */
  expireLeases(): Promise<number>;
  /** Deletes completed and failed jobs settled before the instant. */
  pruneSettledBefore(instant: Date): Promise<number>;
}

/**
 * The job queue's storage in the `jobs` table. Claims are conditional updates (still waiting and
 * due, or the same lease token to settle), so two processes on one SQLite file never both run a
 * job; the statements are portable, and the table exists on PostgreSQL too, unused there.
 */
export function createSqliteJobStore(db: Kysely<Database>, now: () => Date = () => new Date()): SqliteJobStore {
  async function settleFailure(job: { id: string; attempts: number; retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean }, leaseToken: string, error: string) {
    const at = now().getTime();
    const update =
      job.attempts <= job.retryLimit
        ? { state: 'retry' as const, run_after: iso(at + retryDelayMs(job.attempts, job)) }
        : { state: 'failed' as const, completed_at: iso(at) };
    const result = await db
      .updateTable('jobs')
      .set({ ...update, locked_until: null, lease_token: null, last_error: error.slice(0, 500) })
      .where('id', '=', job.id)
      .where('state', '=', 'active')
      .where('lease_token', '=', leaseToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  return {
    engine: 'sqlite',

    async ensureQueue() {
      // Any name may be used: the table holds them all.
    },

    async insert(name: string, data: JobData, options: StoredJobOptions & { periodSeconds?: number }) {
      const at = now().getTime();
      const periodMs = options.periodSeconds ? options.periodSeconds * 1000 : undefined;
      const id = newId(at);
      const row = await db
        .insertInto('jobs')
        .values({
          id,
          name,
          data: JSON.stringify(data),
          state: 'created',
          singleton_key: options.singletonKey ?? null,
          singleton_on: periodMs ? iso(Math.floor(at / periodMs) * periodMs) : null,
          retry_limit: options.retryLimit,
          retry_delay_seconds: options.retryDelaySeconds,
          retry_backoff: options.retryBackoff ? 1 : 0,
          expire_seconds: options.expireInSeconds,
          run_after: options.startAfter ? options.startAfter.toISOString() : iso(at),
          created_at: iso(at),
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async claim(name: string): Promise<ClaimedJob | undefined> {
      const at = now().getTime();
      const candidates = await db
        .selectFrom('jobs')
        .select(['id', 'expire_seconds'])
        .where('name', '=', name)
        .where('state', 'in', WAITING)
        .where('run_after', '<=', iso(at))
        .orderBy('run_after')
        .orderBy('id')
        .limit(CLAIM_CANDIDATES)
        .execute();
      for (const candidate of candidates) {
        const leaseToken = crypto.randomUUID();
        const row = await db
          .updateTable('jobs')
          .set((eb) => ({ state: 'active', attempts: eb('attempts', '+', 1), lease_token: leaseToken, locked_until: iso(at + Number(candidate.expire_seconds) * 1000) }))
          .where('id', '=', candidate.id)
          .where('state', 'in', WAITING)
          .where('run_after', '<=', iso(at))
          .returning(['id', 'name', 'data', 'attempts', 'expire_seconds'])
          .executeTakeFirst();
        if (row) {
          return { id: row.id, name: row.name, data: JSON.parse(row.data) as JobData, attempt: Number(row.attempts), expireInSeconds: Number(row.expire_seconds), leaseToken };
        }
      }
      return undefined;
    },

    async complete(job: ClaimedJob) {
      await db
        .updateTable('jobs')
        .set({ state: 'completed', completed_at: iso(now().getTime()), locked_until: null, lease_token: null })
        .where('id', '=', job.id)
        .where('state', '=', 'active')
        .where('lease_token', '=', job.leaseToken)
        .execute();
    },

    async fail(job: ClaimedJob, error: string) {
      const row = await db.selectFrom('jobs').select(['attempts', 'retry_limit', 'retry_delay_seconds', 'retry_backoff']).where('id', '=', job.id).executeTakeFirst();
      if (!row) return;
      await settleFailure(
        { id: job.id, attempts: Number(row.attempts), retryLimit: Number(row.retry_limit), retryDelaySeconds: Number(row.retry_delay_seconds), retryBackoff: Number(row.retry_backoff) === 1 },
        job.leaseToken,
        error,
      );
    },

    async expireLeases() {
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'attempts', 'retry_limit', 'retry_delay_seconds', 'retry_backoff', 'lease_token'])
        .where('state', '=', 'active')
        .where('locked_until', '<=', iso(now().getTime()))
        .execute();
      let expired = 0;
      for (const row of rows) {
        if (!row.lease_token) continue;
        expired += await settleFailure(
          { id: row.id, attempts: Number(row.attempts), retryLimit: Number(row.retry_limit), retryDelaySeconds: Number(row.retry_delay_seconds), retryBackoff: Number(row.retry_backoff) === 1 },
          row.lease_token,
          'LeaseExpired: the run did not finish within its lease (a crashed or stopped process)',
        );
      }
      return expired;
    },

    async pruneSettledBefore(instant: Date) {
      const result = await db.deleteFrom('jobs').where('state', 'in', ['completed', 'failed']).where('completed_at', '<', instant.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async nextDueAt(name: string) {
      const row = await db
        .selectFrom('jobs')
        .select((eb) => eb.fn.min('run_after').as('due'))
        .where('name', '=', name)
        .where('state', 'in', WAITING)
        .executeTakeFirst();
      return row?.due ? new Date(row.due) : undefined;
    },

    async depth() {
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => ['name', 'state', eb.fn.countAll<number | string | bigint>().as('n')])
        .where('state', 'in', [...WAITING, 'active', 'failed'])
        .groupBy(['name', 'state'])
        .execute();
      return depthByQueue(rows);
    },

    async stop() {
      // Nothing of its own to close: the database belongs to the server.
    },
  };
}
