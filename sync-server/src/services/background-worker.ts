import type { Logger } from 'pino';

export interface BackgroundWorker {
  /** Run a pass now (called after work was queued). */
  kick(): void;
  /** Stops the worker, waiting for a pass under way. */
  stop(): Promise<void>;
}

/** The shortest sleep between passes (guards against a busy loop). */
const MIN_SLEEP_MS = 20;

/**
 * A loop over a durable queue: a pass at start (work left by an earlier run), after every kick,
 * and when the pass says (the milliseconds it returns, at least 20). One pass at a time; a kick
 * during a pass runs another right after. A failing pass is logged and tried again after
 * `retryMs`. Timers never keep the process alive.
 */
export function startBackgroundWorker(options: { pass: () => Promise<number>; logger: Logger; what: string; retryMs: number }): BackgroundWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  function sleep(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, Math.max(MIN_SLEEP_MS, ms));
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    clearTimeout(timer);
    running = options
      .pass()
      .catch((error: unknown) => {
        // A database error's message names tables and constraints, not values.
        options.logger.warn({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, `${options.what} pass failed; will try again`);
        return options.retryMs;
      })
      .then((ms) => {
        running = undefined;
        if (again) run();
        else sleep(ms);
      });
  }

  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (running) await running;
    },
  };
}

/** The sleep until the next due time (an ISO instant), capped at `pollIntervalMs`. */
export function sleepUntil(due: string | undefined, now: Date, pollIntervalMs: number): number {
  return due === undefined ? pollIntervalMs : Math.min(pollIntervalMs, Date.parse(due) - now.getTime());
}
