import { nextSyncJobDueAt } from '../repositories/provider-sync-job-repository';
import type { BackgroundWorker } from './background-worker';
import { sleepUntil, startBackgroundWorker } from './background-worker';
import type { SyncDeps } from './provider-sync';
import type { SyncJobOptions } from './provider-sync-jobs';
import { runDueSyncJobs } from './provider-sync-jobs';

/**
 * Runs the provider sync jobs in the background. The queue is the provider_sync_jobs table, so a
 * restart or another server process picks up where this one stopped (claims are leases).
 */
export function startSyncWorker(deps: SyncDeps, options: SyncJobOptions): BackgroundWorker {
  return startBackgroundWorker({
    what: 'elevate sync',
    logger: deps.logger,
    retryMs: options.pollIntervalMs,
    async pass() {
      await runDueSyncJobs(deps, options);
      return sleepUntil(await nextSyncJobDueAt(deps.db), deps.clock(), options.pollIntervalMs);
    },
  });
}
