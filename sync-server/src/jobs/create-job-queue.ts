import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/database';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { createSqliteJobQueue } from './sqlite-job-queue';

export interface JobQueueTuning {
  pollIntervalMs?: number;
  /** How often runs over their lease become retries (tests shorten it). */
  maintenanceIntervalMs?: number;
}

/**
 * The job queue for the server's database, started: pg-boss on PostgreSQL (over the same pool),
 * the `jobs` table on SQLite. Call after the migrations. Stop it before closing the database.
 */
export async function createJobQueue(handle: Pick<DatabaseHandle, 'db' | 'driver'>, logger: Logger, tuning: JobQueueTuning = {}): Promise<JobQueue> {
  if (handle.driver.dialect === 'postgres') {
    return createPgBossJobQueue({
      pool: handle.driver.pool,
      logger,
      pollIntervalMs: tuning.pollIntervalMs,
      ...(tuning.maintenanceIntervalMs ? { maintenanceIntervalSeconds: Math.max(1, Math.round(tuning.maintenanceIntervalMs / 1000)) } : {}),
    });
  }
  return createSqliteJobQueue({ db: handle.db, logger, pollIntervalMs: tuning.pollIntervalMs, maintenanceIntervalMs: tuning.maintenanceIntervalMs });
}
