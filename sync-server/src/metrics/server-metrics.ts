import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One durable queue's depth. */
export interface QueueDepth {
  /** Waiting or under way. */
  pending: number;
  /** Given up on. */
  failed: number;
}

/** Reads the depth of the e-mail and provider sync queues (the operations module's, given by the server). */
export type ReadQueueDepths = () => Promise<{ email: QueueDepth; providerSync: QueueDepth }>;

/** Labels of the request metrics: the route pattern (never the raw path, which may carry ids or tokens). */
export type RequestLabels = 'method' | 'route' | 'status_class';

/** The Prometheus metrics of one server, in a registry of its own (several servers may share a process). */
export interface ServerMetrics {
  registry: Registry;
  httpRequests: Counter<RequestLabels>;
  httpRequestDuration: Histogram<RequestLabels>;
  /** Answer batches saved (a replay of a stored batch is not counted again). */
  answerBatchesApplied: Counter;
  /** Paid orders whose plan change was applied. */
  ordersFulfilled: Counter;
}

/**
 * Request count and latency, queue depths read with count queries when scraped, the answer and
 * checkout counters, and the default process metrics (CPU, memory, event loop, GC).
 */
export function createServerMetrics(options: { queueDepths: ReadQueueDepths }): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'career_job_queue_jobs',
    help: 'Jobs in the durable queues by state: pending (waiting or under way) and failed (given up)',
    labelNames: ['queue', 'state'] as const,
    registers,
    // Every worker of WORKERS=N reads the same tables: the cluster's view takes one, not the sum.
    aggregator: 'max',
    async collect() {
      this.reset();
      const { email, providerSync } = await options.queueDepths().catch(() => ({ email: undefined, providerSync: undefined }));
      for (const [queue, depth] of [['email', email], ['provider_sync', providerSync]] as const) {
        if (!depth) continue;
        this.set({ queue, state: 'pending' }, depth.pending);
        this.set({ queue, state: 'failed' }, depth.failed);
      }
    },
  });
  return {
    registry,
    httpRequests: new Counter({ name: 'career_http_requests_total', help: 'HTTP requests by method, route pattern and status class', labelNames: ['method', 'route', 'status_class'], registers }),
    httpRequestDuration: new Histogram({
      name: 'career_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    answerBatchesApplied: new Counter({ name: 'career_answer_batches_applied_total', help: 'Answer batches saved (replays of a stored batch not counted)', registers }),
    ordersFulfilled: new Counter({ name: 'career_orders_fulfilled_total', help: 'Paid orders whose plan change was applied', registers }),
  };
}
