import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { JobData, JobQueue } from './job-queue';
import { createJobRunner } from './job-runner';
import type { ClaimedJob, JobStore, StoredJobOptions } from './job-store';
import { JOB_KEEP_DAYS, JOB_MAINTENANCE_INTERVAL_MS, depthByQueue } from './job-store';

export interface PgBossJobQueueOptions {
  /** The server's pool: pg-boss runs its statements on it (no second pool). */
  pool: pg.Pool;
  logger: Logger;
  /** pg-boss's schema, created by pg-boss at start. */
  schema?: string;
  pollIntervalMs?: number;
  /** How often pg-boss expires runs over their lease (turning them into retries) and archives old jobs. */
  maintenanceIntervalSeconds?: number;
}

export const PG_BOSS_SCHEMA = 'pgboss';
/** Deadlock, serialization failure, unique violation, duplicate table: another process got there first. */
const CONCURRENT_DDL_CODES = new Set(['40P01', '40001', '23505', '42P07']);

/**
 * pg-boss's statements go through the server's pool. Statements still running when the queue
 * stops are awaited; any issued after (a worker winding down) see an empty answer rather than a
 * pool about to close.
 */
function poolAdapter(pool: pg.Pool) {
  const inflight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    db: {
      executeSql<T extends object = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: T[] }> {
        if (closed) return Promise.resolve({ rows: [] });
        const query = pool.query<T & pg.QueryResultRow>(text, values);
        const settled = query.then(
          () => undefined,
          () => undefined,
        );
        inflight.add(settled);
        void settled.then(() => inflight.delete(settled));
        return query;
      },
    },
    async close() {
      closed = true;
      await Promise.all([...inflight]);
    },
  };
}

/**
 * The job queue on PostgreSQL: pg-boss (its own tables in the `pgboss` schema, migrated by pg-boss)
 * stores the jobs, claims them (`FOR UPDATE SKIP LOCKED`), schedules retries with backoff, expires
 * runs over their lease, dedupes singleton keys (queues use the 'short' policy: one waiting job per
 * key) and periods (`singletonSeconds`), and archives and deletes old jobs. The runner on top is the
 * one SQLite uses.
 */
export async function createPgBossJobQueue(options: PgBossJobQueueOptions): Promise<JobQueue> {
  const schema = options.schema ?? PG_BOSS_SCHEMA;
  const adapter = poolAdapter(options.pool);
  const boss = new PgBoss({
    db: adapter.db,
    schema,
    // Schedules are the runner's (periods by singletonSeconds), not pg-boss's cron.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? JOB_MAINTENANCE_INTERVAL_MS / 1000,
    deleteAfterDays: JOB_KEEP_DAYS,
  });
  boss.on('error', (error) => options.logger.warn({ err: { name: error?.name, message: error?.message } }, 'job queue maintenance failed; will try again'));
  await boss.start();
  const jobTable = `${schema}.job`;

  /**
   * pg-boss completes or fails a job by id whatever run it is in: a run that outlived its lease
   * (pg-boss made it a retry, another process claimed it) must not settle the newer run.
   */
  const stillOurs = async (claimed: ClaimedJob): Promise<boolean> => {
    const { rows } = await adapter.db.executeSql<{ one: number }>(`select 1 as one from ${jobTable} where name = $1 and id = $2 and state = 'active' and date_trunc('milliseconds', started_on) = $3`, [
      claimed.name,
      claimed.id,
      new Date(claimed.leaseToken),
    ]);
    return rows.length > 0;
  };

  const store: JobStore = {
    engine: 'pg-boss',

    async ensureQueue(name: string) {
      // Two processes creating one queue at once can deadlock in pg-boss's create_queue (each
      // creates and attaches a partition): the loser looks again and finds the winner's queue.
      for (let attempt = 1; ; attempt += 1) {
        if (await boss.getQueue(name)) return;
        try {
          await boss.createQueue(name, { name, policy: 'short' });
          return;
        } catch (error) {
          if (attempt >= 5 || !CONCURRENT_DDL_CODES.has(String((error as { code?: unknown })?.code))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
        }
      }
    },

    async insert(name: string, data: JobData, jobOptions: StoredJobOptions & { periodSeconds?: number }) {
      return boss.send(name, data, {
        retryLimit: jobOptions.retryLimit,
        retryDelay: jobOptions.retryDelaySeconds,
        retryBackoff: jobOptions.retryBackoff,
        expireInSeconds: jobOptions.expireInSeconds,
        // The 'short' policy keeps one waiting job per key, and counts jobs without a key as one key:
        // a job sent without one gets a key of its own.
        singletonKey: jobOptions.singletonKey ?? `job:${randomUUID()}`,
        ...(jobOptions.startAfter ? { startAfter: jobOptions.startAfter } : {}),
        ...(jobOptions.periodSeconds ? { singletonSeconds: jobOptions.periodSeconds } : {}),
      });
    },

    async claim(name: string): Promise<ClaimedJob | undefined> {
      const [claimed] = await boss.fetch<JobData>(name, { batchSize: 1, includeMetadata: true });
      if (!claimed) return undefined;
      return {
        id: claimed.id,
        name: claimed.name,
        data: claimed.data ?? {},
        attempt: claimed.retryCount + 1,
        expireInSeconds: Number(claimed.expireInSeconds),
        leaseToken: claimed.startedOn.toISOString(),
      };
    },

    async complete(claimed: ClaimedJob) {
      if (await stillOurs(claimed)) await boss.complete(claimed.name, claimed.id);
    },

    async fail(claimed: ClaimedJob, error: string) {
      if (await stillOurs(claimed)) await boss.fail(claimed.name, claimed.id, { message: error.slice(0, 500) });
    },

    async nextDueAt(name: string) {
      const { rows } = await adapter.db.executeSql<{ due: Date | null }>(`select min(start_after) as due from ${jobTable} where name = $1 and state < 'active'`, [name]);
      return rows[0]?.due ?? undefined;
    },

    async depth() {
      const { rows } = await adapter.db.executeSql<{ name: string; state: string; n: string }>(
        `select name, state::text as state, count(*) as n from ${jobTable} where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      return depthByQueue(rows);
    },

    async stop() {
      await boss.stop({ graceful: false, close: false, wait: true });
      await adapter.close();
    },
  };
  return createJobRunner(store, { logger: options.logger, pollIntervalMs: options.pollIntervalMs });
}
