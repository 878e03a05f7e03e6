/**
 * The one interface background work goes through, whatever the database: pg-boss on PostgreSQL
 * (`pg-boss-job-queue.ts`), the `jobs` table on SQLite (`sqlite-job-queue.ts`). Jobs are rows, so
 * a crash loses none; a claimed job is held for `expireInSeconds`, after which it counts as a
 * failed attempt and runs again (in any process); a failed attempt is retried with backoff.
 * Payloads are small JSON objects with ids and settings only: never personal data.
 */
export interface JobOptions {
  /** While a job of this name with this key waits to start, sending another is a no-op (null). */
  singletonKey?: string;
  /** Not before this instant. */
  startAfter?: Date;
  /** Retries after the first attempt (so at most retryLimit + 1 runs). */
  retryLimit?: number;
  /** The pause before a retry: this many seconds, ... */
  retryDelaySeconds?: number;
  /** ...doubling with each further failure (at least delay × 2^(n-1) before retry n). */
  retryBackoff?: boolean;
  /** How long one attempt may run (its lease); then it counts as failed and is retried. */
  expireInSeconds?: number;
}

export const DEFAULT_JOB_OPTIONS: Required<Omit<JobOptions, 'singletonKey' | 'startAfter'>> = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

export type JobData = Record<string, unknown>;

export interface Job<T extends JobData = JobData> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry (or the run after a crashed one)... */
  attempt: number;
}

export type JobHandler<T extends JobData = JobData> = (job: Job<T>) => Promise<void>;

/** Jobs of one name: waiting (new or to be retried), running, and given up (kept a few days). */
export interface QueueDepth {
  queued: number;
  active: number;
  failed: number;
}

export interface JobQueue {
  readonly engine: 'pg-boss' | 'sqlite';
  /** Queues a job; null when a job with its singletonKey is already waiting. */
  send<T extends JobData>(name: string, data: T, options?: JobOptions): Promise<string | null>;
  /** Runs this process's jobs of `name`, one at a time, until stop(). */
  work<T extends JobData>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * Queues one job of `name` per period of `everySeconds` (periods counted from the Unix epoch)
   * across every process sharing the database: now (unless this period's already exists) and at
   * the start of each later period while this process runs.
   */
  schedule<T extends JobData>(name: string, everySeconds: number, data: T, options?: Omit<JobOptions, 'singletonKey' | 'startAfter'>): Promise<void>;
  /** Per name: jobs waiting, running and failed (for metrics). */
  depth(): Promise<Record<string, QueueDepth>>;
  /**
   * Stops claiming and scheduling, waits up to `timeoutMs` (default 10 s) for handlers running,
   * then records those still running as failed attempts (they are retried later, here or elsewhere).
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}
