import type { StoredAnalyticsEvent } from '../../repositories/analytics-event-repository';
import type { AnalyticsSink } from './analytics-sink';

export interface PosthogSinkOptions {
  /** The project API key (phc_...): PostHog's write-only key. */
  key: string;
  /** e.g. https://us.i.posthog.com, or a self-hosted instance. */
  host: string;
  timeoutMs?: number;
}

/** Thrown for a refused or failed batch; carries only the status, never the key or events. */
export class AnalyticsForwardError extends Error {
  override readonly name = 'AnalyticsForwardError';
}

/**
 * PostHog's batch capture API (POST {host}/batch/). Each event keeps our id as `uuid`, which
 * PostHog uses to drop duplicates, so a batch sent again after a lost answer is counted once.
 */
export function createPosthogSink(options: PosthogSinkOptions): AnalyticsSink {
  const url = `${options.host.replace(/\/+$/, '')}/batch/`;
  return {
    name: 'posthog',
    async forward(events) {
      const body = {
        api_key: options.key,
        batch: events.map((event: StoredAnalyticsEvent) => ({
          event: event.name,
          uuid: event.id,
          distinct_id: event.distinctId,
          timestamp: event.occurredAt,
          properties: { ...event.properties, source: event.source, $lib: 'career-assessment-server' },
        })),
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new AnalyticsForwardError(`analytics service unreachable (${(error as Error).name})`);
      }
      await response.body?.cancel().catch(() => undefined);
      if (!response.ok) throw new AnalyticsForwardError(`analytics service answered ${response.status}`);
    },
  };
}
