import type { Logger } from 'pino';
import type { BackgroundWorker } from './background-worker';
import type { JobOptions, JobQueue } from './job-queue';

export interface JobDrivenPassOptions {
  /** The job's name (one queue per table). */
  name: string;
  logger: Logger;
  /** A pass runs at least once per period across all processes (retries due, claims of crashed processes). */
  everySeconds: number;
  /** One pass over the table; resolves with the milliseconds until its next item falls due. */
  pass: () => Promise<number>;
}

/** A pass job: a failing pass (the database away) is tried again soon, then left to the next period. */
const PASS_JOB: Omit<JobOptions, 'singletonKey' | 'startAfter'> = { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireInSeconds: 60 * 60 };

/**
 * Drives the passes of a table that is itself a durable queue (the e-mail outbox, the provider
 * syncs: rows with their own state, attempts, backoff and leases) through the job queue: a pass
 * job when work was queued (`kick`, one waiting at a time), one when the pass says its next item
 * falls due (one waiting per instant), and one per period across all processes. Any process may
 * run a pass; each row is claimed under its own lease, so passes at once never handle a row twice.
 */
export async function driveTableWithJobs(jobs: JobQueue, options: JobDrivenPassOptions): Promise<BackgroundWorker> {
  let stopped = false;
  const passes = new Set<Promise<unknown>>();

  const send = (singletonKey: string, startAfter?: Date) =>
    jobs.send(options.name, {}, { ...PASS_JOB, singletonKey, ...(startAfter ? { startAfter } : {}) }).catch((error: unknown) => {
      options.logger.warn({ job: options.name, err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'queueing a pass failed; the next period runs one');
      return null;
    });

  await jobs.work(options.name, async () => {
    if (stopped) return;
    const pass = options.pass();
    passes.add(pass);
    try {
      const waitMs = await pass;
      if (waitMs <= 0) await send('now');
      else if (waitMs < options.everySeconds * 1000) {
        // Rounded up to the second, so passes seeing the same next item queue one job for it.
        const due = Math.ceil((Date.now() + waitMs) / 1000) * 1000;
        await send(`at:${due}`, new Date(due));
      }
    } finally {
      passes.delete(pass);
    }
  });
  await jobs.schedule(options.name, options.everySeconds, {}, PASS_JOB);
  const kick = () => {
    if (!stopped) void send('now');
  };
  // Work left by an earlier run.
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      await Promise.allSettled([...passes]);
    },
  };
}
