import { nextEmailDueAt } from '../repositories/email-queue-repository';
import type { EmailDeliveryDeps, EmailDeliveryOptions } from './email-delivery';
import { deliverDueEmails } from './email-delivery';

export interface EmailDeliveryWorker {
  /** Look for due messages now (called after a message is stored). */
  kick(): void;
  /** Stops the worker, waiting for a delivery under way. */
  stop(): Promise<void>;
}

/** The shortest sleep between passes when nothing is due yet (guards against a busy loop). */
const MIN_SLEEP_MS = 20;

/**
 * Delivers the outbox in the background: a pass at start (messages left by an earlier run), after
 * every kick, and when the next retry falls due (at most `pollIntervalMs` apart, which also picks up
 * claims of a crashed process once their lease ran out). One pass at a time; a kick during a pass
 * runs another right after. A failing pass is logged and tried again later. Timers never keep the
 * process alive.
 */
export function startEmailDelivery(deps: EmailDeliveryDeps, options: EmailDeliveryOptions): EmailDeliveryWorker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function pass(): Promise<number> {
    const counts = await deliverDueEmails(deps, options);
    if (counts.claimed >= options.batchSize) return 0;
    const due = await nextEmailDueAt(deps.db);
    if (due === undefined) return options.pollIntervalMs;
    return Math.min(options.pollIntervalMs, Math.max(MIN_SLEEP_MS, Date.parse(due) - deps.clock().getTime()));
  }

  function sleep(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, ms);
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
    running = pass()
      .catch((error: unknown) => {
        // A database error's message names tables and constraints, not values.
        deps.logger.warn({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'e-mail delivery pass failed; will try again');
        return options.pollIntervalMs;
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
