import type { StoredAnalyticsEvent } from '../../repositories/analytics-event-repository';

/** Where stored events are forwarded (an analytics service); a failure throws and is retried. */
export interface AnalyticsSink {
  readonly name: string;
  forward(events: readonly StoredAnalyticsEvent[]): Promise<void>;
}
