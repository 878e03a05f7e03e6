import type { Job, JobData, JobOptions, QueueDepth } from './job-queue';

/** A job held by this process: its lease runs out `expireInSeconds` after the claim. */
export interface ClaimedJob extends Job {
  expireInSeconds: number;
  /** Proves the claim when it is settled (a claim that ran out and was taken again no longer matches). */
  leaseToken: string;
}

/** How often each engine turns runs whose lease ran out into retries and prunes old jobs. */
export const JOB_MAINTENANCE_INTERVAL_MS = 30_000;
/** Completed and failed jobs are kept this long (for a look after an incident), then deleted. */
export const JOB_KEEP_DAYS = 7;

export type StoredJobOptions = Required<Omit<JobOptions, 'singletonKey' | 'startAfter'>> & Pick<JobOptions, 'singletonKey' | 'startAfter'>;

/**
 * Where a queue keeps its jobs: pg-boss's tables or the `jobs` table. The runner (job-runner.ts)
 * does the rest the same way on both, so every feature has one code path.
 */
export interface JobStore {
  readonly engine: 'pg-boss' | 'sqlite';
  /** Declares a queue (pg-boss wants it before the first send); idempotent. */
  ensureQueue(name: string): Promise<void>;
  /** Inserts a job; null when a waiting job has its singleton key, or `periodSeconds`' job of this period exists. */
  insert(name: string, data: JobData, options: StoredJobOptions & { periodSeconds?: number }): Promise<string | null>;
  /** Claims the next due job of `name` atomically (no other claim can take it while the lease runs). */
  claim(name: string): Promise<ClaimedJob | undefined>;
  complete(job: ClaimedJob): Promise<void>;
  /** Records a failed attempt: retried after its backoff, or failed for good once out of retries. */
  fail(job: ClaimedJob, error: string): Promise<void>;
  /** When the next waiting job of `name` falls due (undefined: none waiting). */
  nextDueAt(name: string): Promise<Date | undefined>;
  depth(): Promise<Record<string, QueueDepth>>;
  stop(): Promise<void>;
}

/** The pause before retry `attempt` (1 = after the first failure). */
export function retryDelayMs(attempt: number, options: Pick<StoredJobOptions, 'retryDelaySeconds' | 'retryBackoff'>): number {
  const factor = options.retryBackoff ? 2 ** Math.min(16, Math.max(0, attempt - 1)) : 1;
  return options.retryDelaySeconds * 1000 * factor;
}

/** Folds per-(queue, state) counts into each queue's depth: 'active' and 'failed' as such, any waiting state as queued. */
export function depthByQueue(rows: readonly { name: string; state: string; n: number | string | bigint }[]): Record<string, QueueDepth> {
  const depth: Record<string, QueueDepth> = {};
  for (const row of rows) {
    const counts = (depth[row.name] ??= { queued: 0, active: 0, failed: 0 });
    const n = Number(row.n);
    if (row.state === 'active') counts.active += n;
    else if (row.state === 'failed') counts.failed += n;
    else counts.queued += n;
  }
  return depth;
}
