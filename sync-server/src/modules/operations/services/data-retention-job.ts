import type { AppDeps } from '../../../app-deps';
import type { JobQueue } from '../../../jobs/job-queue';
import { eraseInactiveClients } from './client-retention';
import { RETENTION_INTERVAL_MS, pruneOldRecords } from './data-retention';

/** The retention job: pruning old records, then erasing inactive clients' assessment data. */
export const DATA_RETENTION_JOB = 'data-retention';

type RetentionJobDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger'>;

const errorSummary = (error: unknown) => ({ name: (error as Error)?.name, message: (error as Error)?.message });

/**
 * One retention run: prunes what the server no longer needs (data-retention.ts), then erases the
 * assessment data of clients inactive for RETENTION_YEARS (client-retention.ts). Each step runs
 * even when the other failed; a failure fails the job, which is retried (both steps are idempotent).
 */
export async function runDataRetention(deps: RetentionJobDeps): Promise<void> {
  let failure: unknown;
  try {
    const counts = await pruneOldRecords(deps);
    if (Object.values(counts).some(Boolean)) deps.logger.info(counts, 'old records pruned');
  } catch (error) {
    failure = error;
    deps.logger.warn({ err: errorSummary(error) }, 'pruning old records failed; will try again');
  }
  try {
    const erased = await eraseInactiveClients(deps);
    if (erased.clients) deps.logger.info(erased, 'assessment data of inactive clients erased');
  } catch (error) {
    failure ??= error;
    deps.logger.warn({ err: errorSummary(error) }, 'erasing inactive clients failed; will try again');
  }
  if (failure !== undefined) throw failure;
}

/**
 * Retention as a scheduled job: one run per 6 hours across all server processes (the first at
 * start unless one already ran in this period), retried with backoff when it fails.
 */
export async function scheduleDataRetention(jobs: JobQueue, deps: RetentionJobDeps, intervalMs = RETENTION_INTERVAL_MS): Promise<void> {
  await jobs.work(DATA_RETENTION_JOB, () => runDataRetention(deps));
  await jobs.schedule(DATA_RETENTION_JOB, intervalMs / 1000, {}, { retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 60 * 60 });
}
