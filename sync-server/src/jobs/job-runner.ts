import type { Logger } from 'pino';
import type { JobData, JobHandler, JobOptions, JobQueue, QueueDepth } from './job-queue';
import { DEFAULT_JOB_OPTIONS } from './job-queue';
import type { ClaimedJob, JobStore } from './job-store';
import { createWakeableSleep } from './wakeable-sleep';

export interface JobRunnerOptions {
  logger: Logger;
  /** The longest a worker waits before looking for jobs another process queued. */
  pollIntervalMs?: number;
}

/** The singleton key of scheduled jobs: a period's job waiting keeps the next one from piling up. */
const SCHEDULE_KEY = 'schedule';
/** A scheduler looks again at least this often (cheap: the period's job is inserted once). */
const SCHEDULE_RECHECK_MS = 60_000;
/** After a period starts, wait this long before queueing its job (the database's clock may be a little behind). */
const SCHEDULE_OFFSET_MS = 1_000;
/** Guards a worker's loop against spinning when a job is due but taken elsewhere. */
const MIN_WAIT_MS = 50;

class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(`the job ran over its ${seconds} s`);
    this.name = 'JobTimeoutError';
  }
}

/** What the log and the job keep of an error: its name and message (database messages name tables, not values). */
function summary(error: unknown): { name: string; message: string } {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : 'Error', message: typeof message === 'string' ? message.slice(0, 500) : String(error).slice(0, 500) };
}

/**
 * The job queue over a store (pg-boss's tables or the `jobs` table): a loop per worked name that
 * claims due jobs one at a time and runs them (bounded by their lease), woken at once by a send in
 * this process and otherwise looking every `pollIntervalMs` or when the next job falls due; and a
 * timer per schedule. The same code on both databases.
 */
export function createJobRunner(store: JobStore, options: JobRunnerOptions): JobQueue {
  const { logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const queues = new Map<string, Promise<void>>();
  const workers = new Map<string, { wake(): void; loop: Promise<void> }>();
  const running = new Map<string, { job: ClaimedJob; abandoned: boolean }>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  function ensureQueue(name: string): Promise<void> {
    let ready = queues.get(name);
    if (!ready) {
      ready = store.ensureQueue(name);
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  }

  async function runOne(job: ClaimedJob, handler: JobHandler) {
    const entry = { job, abandoned: false };
    running.set(job.id, entry);
    const context = { job: job.name, jobId: job.id, attempt: job.attempt };
    let timer: NodeJS.Timeout | undefined;
    let failure: unknown;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new JobTimeoutError(job.expireInSeconds)), job.expireInSeconds * 1000);
      });
      await Promise.race([handler(job), timeout]);
    } catch (error) {
      failure = error ?? new Error('the job failed');
    } finally {
      clearTimeout(timer);
    }
    running.delete(job.id);
    // Stopped meanwhile: stop() has recorded the attempt as failed already.
    if (entry.abandoned) return;
    try {
      if (failure === undefined) {
        await store.complete(job);
      } else {
        logger.warn({ ...context, err: summary(failure) }, 'job failed; it is retried unless out of retries');
        const { name, message } = summary(failure);
        await store.fail(job, `${name}: ${message}`);
      }
    } catch (error) {
      logger.warn({ ...context, err: summary(error) }, 'could not record the job outcome; it runs again when its lease runs out');
    }
  }

  async function loop(name: string, handler: JobHandler, sleep: ReturnType<typeof createWakeableSleep>) {
    while (!stopping) {
      let job: ClaimedJob | undefined;
      try {
        job = await store.claim(name);
      } catch (error) {
        logger.warn({ job: name, err: summary(error) }, 'claiming a job failed; will look again');
      }
      if (job) {
        await runOne(job, handler);
        continue;
      }
      let waitMs = pollIntervalMs;
      try {
        const due = await store.nextDueAt(name);
        if (due) waitMs = Math.min(pollIntervalMs, due.getTime() - Date.now());
      } catch {
        // Looked for by the claim again after the poll interval.
      }
      if (!stopping) await sleep.sleep(Math.max(MIN_WAIT_MS, waitMs));
    }
  }

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  return {
    engine: store.engine,

    async send(name, data, jobOptions: JobOptions = {}) {
      await ensureQueue(name);
      const id = await store.insert(name, data, { ...DEFAULT_JOB_OPTIONS, ...jobOptions });
      if (id && (!jobOptions.startAfter || jobOptions.startAfter.getTime() <= Date.now())) workers.get(name)?.wake();
      return id;
    },

    async work<T extends JobData>(name: string, handler: JobHandler<T>) {
      if (stopping) throw new Error('The job queue is stopped.');
      if (workers.has(name)) throw new Error(`Jobs of ${name} already have a worker in this process.`);
      await ensureQueue(name);
      const sleep = createWakeableSleep();
      workers.set(name, { wake: sleep.wake, loop: loop(name, handler as JobHandler, sleep) });
    },

    async schedule(name, everySeconds, data, jobOptions = {}) {
      await ensureQueue(name);
      const periodMs = everySeconds * 1000;
      const enqueue = async () => {
        try {
          const id = await store.insert(name, data, { ...DEFAULT_JOB_OPTIONS, ...jobOptions, singletonKey: SCHEDULE_KEY, periodSeconds: everySeconds });
          if (id) workers.get(name)?.wake();
        } catch (error) {
          logger.warn({ job: name, err: summary(error) }, 'scheduling a job failed; will try again');
        }
      };
      const arm = () => {
        if (stopping) return;
        const now = Date.now();
        const nextPeriod = (Math.floor(now / periodMs) + 1) * periodMs + SCHEDULE_OFFSET_MS;
        later(Math.min(SCHEDULE_RECHECK_MS, nextPeriod - now), () => void enqueue().then(arm));
      };
      await enqueue();
      arm();
    },

    async depth() {
      const counts = await store.depth();
      const all: Record<string, QueueDepth> = {};
      for (const name of queues.keys()) all[name] = { queued: 0, active: 0, failed: 0 };
      return { ...all, ...counts };
    },

    async stop({ timeoutMs = 10_000 } = {}) {
      if (stopping) return;
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const worker of workers.values()) worker.wake();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...workers.values()].map((worker) => worker.loop)),
        new Promise<void>((resolve) => {
          timeout = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      // Handlers still running: their attempt counts as failed, and they are retried later.
      for (const entry of running.values()) {
        entry.abandoned = true;
        logger.warn({ job: entry.job.name, jobId: entry.job.id }, 'job still running at shutdown; it will be retried');
        await store.fail(entry.job, 'Shutdown: the server stopped while the job ran').catch(() => undefined);
      }
      await store.stop();
    },
  };
}
