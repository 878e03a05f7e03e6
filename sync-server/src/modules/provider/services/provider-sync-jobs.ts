import type { AppDeps } from '../../../app-deps';
import type { SyncJobDto, SyncReport } from '../contract/elevate-dto';
import type { ClaimedSyncJob, SyncJobRecord } from '../repositories/provider-sync-job-repository';
import { claimDueSyncJob, findOpenAutoJob, findSyncJob, hurrySyncJob, insertSyncJob, settleSyncJob } from '../repositories/provider-sync-job-repository';
import type { SyncDeps, SyncRequest } from './provider-sync';
import { runProviderSync } from './provider-sync';

export interface SyncJobOptions {
  /** Tries of an admin's sync before 'max attempts exceeded'. */
  adminMaxAttempts: number;
  /** The pause before an admin's sync is tried again (doubling). */
  adminRetryBaseMs: number;
  /** How long the automatic sync after a client's return keeps trying. */
  autoSyncMs: number;
  /** The pause before the automatic sync looks again, doubling up to `autoRetryMaxMs`. */
  autoRetryBaseMs: number;
  autoRetryMaxMs: number;
  /** How long a claim holds a job: longer than any sync can take (three tries of 10 s per call). */
  leaseMs: number;
  pollIntervalMs: number;
}

export const DEFAULT_SYNC_JOBS: SyncJobOptions = {
  adminMaxAttempts: 3,
  adminRetryBaseMs: 5_000,
  autoSyncMs: 48 * 3_600_000,
  autoRetryBaseMs: 60_000,
  autoRetryMaxMs: 30 * 60_000,
  leaseMs: 5 * 60_000,
  pollIntervalMs: 30_000,
};

const SUCCESS = new Set(['new data saved', 'data already exists']);
const iso = (ms: number) => new Date(ms).toISOString();

export function toSyncJobDto(job: SyncJobRecord): SyncJobDto {
  return {
    syncId: job.id,
    state: job.state,
    attempts: job.attempts,
    createdAt: job.createdAt,
    finishedAt: job.finishedAt,
    ...(job.state === 'done' && job.report ? { mbti: job.report.mbti, sii: job.report.sii } : {}),
  };
}

/** Queues an admin's sync (runs at once; retried on a provider failure up to adminMaxAttempts). */
export async function queueAdminSync(deps: Pick<AppDeps, 'db' | 'clock'>, adminId: string, request: SyncRequest): Promise<string> {
  const now = deps.clock();
  // An admin's sync never runs for more than ten minutes, whatever happens.
  return insertSyncJob(deps.db, { userId: request.userId, kind: 'admin', request, requestedBy: adminId, giveUpAt: iso(now.getTime() + 10 * 60_000), now: now.toISOString() });
}

/**
 * Queues the automatic sync of a client who came back from the provider, due at once and tried
 * again with backoff for 48 hours until both results are in. One per client: coming back again
 * makes the open one due now and restarts its 48 hours.
 */
export async function queueAutoSync(deps: Pick<AppDeps, 'db' | 'clock'>, userId: string, options: Pick<SyncJobOptions, 'autoSyncMs'> = DEFAULT_SYNC_JOBS): Promise<string> {
  const now = deps.clock();
  const giveUpAt = iso(now.getTime() + options.autoSyncMs);
  const open = await findOpenAutoJob(deps.db, userId);
  if (open) {
    await hurrySyncJob(deps.db, open.id, giveUpAt, now.toISOString());
    return open.id;
  }
  const request: SyncRequest = { userId, skipGenerate: false, mode: 'days-back', daysBack: 30 };
  return insertSyncJob(deps.db, { userId, kind: 'auto', request, requestedBy: null, giveUpAt, now: now.toISOString() });
}

/** Polls the job until it is done or `waitMs` has passed (any process may be running it). */
export async function waitForSyncJob(deps: Pick<AppDeps, 'db'>, id: string, waitMs: number, pollMs = 100): Promise<SyncJobRecord | undefined> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await findSyncJob(deps.db, id);
    if (!job || job.state === 'done' || Date.now() >= deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function exhausted(report: SyncReport, detail: string): SyncReport {
  const mark = (outcome: SyncReport['mbti']) => (outcome.status === 'failed' ? { status: 'max attempts exceeded' as const, detail } : outcome);
  return { mbti: mark(report.mbti), sii: mark(report.sii) };
}

/** What happens after one attempt: done with the report, or queued again (and when). */
export function settleAttempt(
  job: Pick<ClaimedSyncJob, 'kind' | 'attempts' | 'giveUpAt'>,
  attempt: { report: SyncReport; retryable: boolean },
  now: number,
  options: SyncJobOptions,
): { report: SyncReport; nextRunAt: string | null } {
  if (job.kind === 'admin') {
    if (!attempt.retryable) return { report: attempt.report, nextRunAt: null };
    if (job.attempts < options.adminMaxAttempts) return { report: attempt.report, nextRunAt: iso(now + options.adminRetryBaseMs * 2 ** (job.attempts - 1)) };
    return { report: exhausted(attempt.report, `The provider could not be reached in ${job.attempts} attempts.`), nextRunAt: null };
  }
  const satisfied = SUCCESS.has(attempt.report.mbti.status) && SUCCESS.has(attempt.report.sii.status);
  // The provider does not know the client (or we do not): looking again will not help.
  const hopeless = attempt.report.mbti.status === 'no user found';
  if (satisfied || hopeless) return { report: attempt.report, nextRunAt: null };
  const next = now + Math.min(options.autoRetryMaxMs, options.autoRetryBaseMs * 2 ** (job.attempts - 1));
  if (next > Date.parse(job.giveUpAt)) {
    return { report: attempt.retryable ? exhausted(attempt.report, `The provider could not be reached in ${job.attempts} attempts.`) : attempt.report, nextRunAt: null };
  }
  return { report: attempt.report, nextRunAt: iso(next) };
}

/** Runs every due job once; returns how many ran. */
export async function runDueSyncJobs(deps: SyncDeps, options: SyncJobOptions): Promise<number> {
  let ran = 0;
  for (;;) {
    const now = deps.clock();
    const job = await claimDueSyncJob(deps.db, now.toISOString(), iso(now.getTime() + options.leaseMs));
    if (!job) return ran;
    ran += 1;
    let attempt: { report: SyncReport; retryable: boolean };
    try {
      attempt = await runProviderSync(deps, job.request as SyncRequest);
    } catch (error) {
      deps.logger.error({ jobId: job.id, err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'elevate sync failed');
      attempt = { report: { mbti: { status: 'failed', detail: 'The sync failed on our side.' }, sii: { status: 'failed', detail: 'The sync failed on our side.' } }, retryable: true };
    }
    const settled = settleAttempt(job, attempt, deps.clock().getTime(), options);
    await settleSyncJob(deps.db, job, { ...settled, now: deps.clock().toISOString() });
    deps.logger.info({ jobId: job.id, kind: job.kind, attempt: job.attempts, mbti: settled.report.mbti.status, sii: settled.report.sii.status, done: settled.nextRunAt === null }, 'elevate sync attempt');
  }
}
