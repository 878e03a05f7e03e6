/**
 * A small closed-loop HTTP load generator: `connections` workers each send the next request as soon
 * as the previous one answers, for `seconds`. Reports requests per second and latency percentiles.
 * With `warmupSeconds`, the same load runs that long first, unmeasured (a server's first seconds
 * run its code before the JIT has compiled it).
 */
export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  /** Columns a `sample` adds (CPU time per request, say). */
  [column: string]: string | number;
}

/** What a request gives back: a fetch Response, or the light client's (bench/http-client.ts). */
export interface LoadResponse {
  ok: boolean;
  arrayBuffer(): Promise<unknown>;
}

export async function runLoad(options: {
  name: string;
  connections: number;
  seconds: number;
  warmupSeconds?: number;
  /** The next request of connection `worker` (0..connections-1). */
  request: (worker: number) => Promise<LoadResponse>;
  /** Called as the measured seconds start; what it returns is called with the request count at their end, for extra columns. */
  sample?: () => (requests: number) => Record<string, number>;
}): Promise<LoadResult> {
  if (options.warmupSeconds) await runLoad({ ...options, seconds: options.warmupSeconds, warmupSeconds: 0 });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  const endSample = options.sample?.();
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const response = await options.request(worker);
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sampled = endSample?.(latencies.length) ?? {};
  latencies.sort((a, b) => a - b);
  const at = (q: number) => +(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2);
  return { name: options.name, requests: latencies.length, errors, rps: Math.round(latencies.length / elapsed), p50ms: at(0.5), p99ms: at(0.99), ...sampled };
}
