import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { AnalyticsSink } from '../adapters/analytics/analytics-sink';
import type { Database } from '../../../db/schema';
import { claimEventsToForward, deferEvents, markEventsForwarded } from '../repositories/analytics-event-repository';

export interface AnalyticsForwardingOptions {
  batchSize: number;
  /** Events recorded within this long go out in one batch. */
  batchDelayMs: number;
  /** A pass runs at least this often (picks up retries and events of other processes). */
  pollIntervalMs: number;
  /** How long a claim lasts: longer than a forward can take. */
  leaseMs: number;
  /** The first retry's delay; it doubles per attempt up to maxRetryDelayMs. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
}

export const DEFAULT_ANALYTICS_FORWARDING: AnalyticsForwardingOptions = {
  batchSize: 100,
  batchDelayMs: 1000,
  pollIntervalMs: 30_000,
  leaseMs: 60_000,
  retryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60 * 1000,
};

export interface AnalyticsForwarder {
  /** An event was recorded: forward soon (after batchDelayMs, so events travel together). */
  kick(): void;
  /** One pass now; resolves with the number of events forwarded (tests). */
  pass(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends stored events to the analytics service in batches, in the background: a request only
 * inserts its event, so a slow or failing service never slows or fails it. A failed batch is
 * retried with backoff; claims are leased, so processes sharing a database never send an event
 * twice at once, and a crashed process's claim runs out and is taken again.
 */
export function startAnalyticsForwarding(
  deps: { db: Kysely<Database>; logger: Logger; clock: () => Date; sink: AnalyticsSink },
  options: AnalyticsForwardingOptions = DEFAULT_ANALYTICS_FORWARDING,
): AnalyticsForwarder {
  let stopped = false;
  let running: Promise<number> | undefined;
  let soon: NodeJS.Timeout | undefined;

  async function forwardAll(): Promise<number> {
    let forwarded = 0;
    for (;;) {
      const now = deps.clock();
      const { leaseToken, events } = await claimEventsToForward(deps.db, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + options.leaseMs).toISOString(),
        limit: options.batchSize,
      });
      if (!events.length) return forwarded;
      try {
        await deps.sink.forward(events);
        await markEventsForwarded(deps.db, leaseToken, deps.clock().toISOString());
        forwarded += events.length;
      } catch (error) {
        const attempts = Math.max(...events.map((event) => event.attempts));
        const delay = Math.min(options.maxRetryDelayMs, options.retryDelayMs * 2 ** Math.max(0, attempts - 1));
        await deferEvents(deps.db, leaseToken, new Date(deps.clock().getTime() + delay).toISOString());
        deps.logger.warn({ sink: deps.sink.name, events: events.length, retryInMs: delay, err: { message: (error as Error)?.message } }, 'analytics forwarding failed; will retry');
        return forwarded;
      }
      if (events.length < options.batchSize) return forwarded;
    }
  }

  function pass(): Promise<number> {
    running ??= forwardAll()
      .catch((error: unknown) => {
        deps.logger.warn({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'analytics forwarding pass failed; will try again');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const poll = setInterval(() => void pass(), options.pollIntervalMs);
  poll.unref();
  void pass();

  return {
    kick() {
      if (stopped || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        if (!stopped) void pass();
      }, options.batchDelayMs);
      soon.unref();
    },
    pass,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(soon);
      while (running) await running;
    },
  };
}
