/**
 * A durable table's passes as the rest of the server sees them (driven by the job queue: see
 * jobs/job-driven-passes.ts).
 */
export interface BackgroundWorker {
  /** Run a pass soon (called after work was queued). */
  kick(): void;
  /** Stops the worker, waiting for a pass under way. */
  stop(): Promise<void>;
}

/** The sleep until the next due time (an ISO instant), capped at `pollIntervalMs`. */
export function sleepUntil(due: string | undefined, now: Date, pollIntervalMs: number): number {
  return due === undefined ? pollIntervalMs : Math.min(pollIntervalMs, Date.parse(due) - now.getTime());
}
