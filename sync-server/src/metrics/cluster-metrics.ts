import cluster from 'node:cluster';
import type { Registry } from 'prom-client';
import { AggregatorRegistry } from 'prom-client';
import type { MetricsSource } from './metrics-server';

/**
 * In a worker of WORKERS=N: answers the primary's scrape requests with this server's registry.
 * (prom-client installs the worker's message listener only when an AggregatorRegistry is built.)
 * Returns false outside a cluster worker.
 */
export function shareMetricsWithPrimary(registry: Registry): boolean {
  if (!cluster.isWorker) return false;
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  return true;
}

/** In the primary of WORKERS=N: a scrape gathers every worker's registry and sums them. */
export function clusterMetricsSource(): MetricsSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
}
