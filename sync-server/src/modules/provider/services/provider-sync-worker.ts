import type { JobQueue } from '../../../jobs/job-queue';
import { driveTableWithJobs } from '../../../jobs/job-driven-passes';
import { nextSyncJobDueAt } from '../repositories/provider-sync-job-repository';
import type { BackgroundWorker } from '../../../jobs/background-worker';
import { sleepUntil } from '../../../jobs/background-worker';
import type { SyncDeps } from './provider-sync';
import type { SyncJobOptions } from './provider-sync-jobs';
import { runDueSyncJobs } from './provider-sync-jobs';

/** The job that runs passes over the provider_sync_jobs table. */
export const PROVIDER_SYNC_JOB = 'provider-sync';

/**
 * Runs the provider sync jobs through the job queue. The provider_sync_jobs table stays the record
 * (its state, attempts, report and backoff, which admins follow by id), so a restart or another
 * server process picks up where this one stopped (each sync is claimed under its own lease); the
 * job queue runs the passes: after a kick, when the next retry falls due, and every `pollIntervalMs`.
 */
export function startSyncWorker(deps: SyncDeps, options: SyncJobOptions, jobs: JobQueue): Promise<BackgroundWorker> {
  return driveTableWithJobs(jobs, {
    name: PROVIDER_SYNC_JOB,
    logger: deps.logger,
    everySeconds: Math.max(1, Math.round(options.pollIntervalMs / 1000)),
    async pass() {
      await runDueSyncJobs(deps, options);
      return sleepUntil(await nextSyncJobDueAt(deps.db), deps.clock(), options.pollIntervalMs);
    },
  });
}
