import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { JobQueue } from './job-queue';
import { createJobRunner } from './job-runner';
import { JOB_KEEP_DAYS, JOB_MAINTENANCE_INTERVAL_MS } from './job-store';
import { createSqliteJobStore } from './sqlite-job-store';

export interface SqliteJobQueueOptions {
  db: Kysely<Database>;
  logger: Logger;
  pollIntervalMs?: number;
  /** How often leases that ran out are turned into retries and old jobs pruned. */
  maintenanceIntervalMs?: number;
  /** Completed and failed jobs are kept this long. */
  keepDays?: number;
}

/**
 * The job queue on SQLite, in the `jobs` table (see sqlite-job-store.ts), with the same runner as
 * pg-boss. Maintenance (this process, now and every `maintenanceIntervalMs`): runs whose lease ran
 * out (a crashed or stopped process) become retries, and settled jobs older than `keepDays` go.
 */
export function createSqliteJobQueue(options: SqliteJobQueueOptions): JobQueue {
  const store = createSqliteJobStore(options.db);
  const keepMs = (options.keepDays ?? JOB_KEEP_DAYS) * 24 * 3_600_000;
  let maintaining: Promise<void> | undefined;
  const maintain = () => {
    maintaining ??= (async () => {
      try {
        const expired = await store.expireLeases();
        if (expired) options.logger.warn({ expired }, 'job leases ran out; the jobs will run again');
        await store.pruneSettledBefore(new Date(Date.now() - keepMs));
      } catch (error) {
        options.logger.warn({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'job queue maintenance failed; will try again');
      } finally {
        maintaining = undefined;
      }
    })();
  };
  maintain();
  const timer = setInterval(maintain, options.maintenanceIntervalMs ?? JOB_MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return createJobRunner(
    {
      ...store,
      async stop() {
        clearInterval(timer);
        await maintaining;
      },
    },
    { logger: options.logger, pollIntervalMs: options.pollIntervalMs },
  );
}
