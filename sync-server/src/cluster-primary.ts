import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { startConnectionDispatcher } from './cluster-dispatcher';
import { isClusterMessage } from './cluster-messages';
import { isPostgresUrl } from './db/database';
import type { AppConfig, MetricsConfig } from './env';
import { clusterMetricsSource } from './metrics/cluster-metrics';
import { startMetricsServer } from './metrics/metrics-server';

/** How many server processes to run here: WORKERS on PostgreSQL; always 1 on SQLite (said once). */
export function processCount(config: Pick<AppConfig, 'workers' | 'databaseUrl'>, logger: Logger): number {
  if (config.workers <= 1) return 1;
  if (isPostgresUrl(config.databaseUrl)) return config.workers;
  logger.warn(
    `WORKERS=${config.workers} is ignored: SQLite serves from one process (one writer to its file; several processes would wait on its lock instead of running in parallel). Set DATABASE_URL to a PostgreSQL database to run several.`,
  );
  return 1;
}

/** A worker that dies this soon after starting, before it took connections, is not restarted (it would only crash again). */
const CRASH_LOOP_MS = 10_000;
/**
 * A worker that started and dies is replaced at once; one that keeps dying (a request that crashes
 * it, say) is replaced after 1, 2, 4... seconds, at most 30, counting the restarts of the last 5
 * minutes (each start runs the start-up work again).
 */
const RESTART_MEMORY_MS = 5 * 60_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of `WORKERS=N`: accepts the connections on HOST:PORT and hands them round-robin to N
 * server processes (cluster-dispatcher.ts: a worker that dies leaves no client waiting), restarts
 * one that dies after it started, and on SIGTERM or SIGINT stops accepting, passes the signal on
 * and exits once every worker has drained and exited. Each worker
 * runs the whole server: start-up work (migrations, seeding) takes turns under the database's
 * start-up lock, and background jobs are claimed with leases, so N processes act as one service.
 */
export async function runClusterPrimary(
  count: number,
  logger: Logger,
  listen: { host: string; port: number },
  metricsConfig: MetricsConfig | undefined,
  exit: (code: number) => void = (code) => process.exit(code),
): Promise<void> {
  let stopping = false;
  const dispatcher = await startConnectionDispatcher({
    ...listen,
    onError: (error) => logger.warn({ code: (error as NodeJS.ErrnoException).code }, 'a connection could not be accepted'),
  });
  logger.info({ host: listen.host, port: dispatcher.address.port }, 'accepting connections for the workers');
  // METRICS_PORT: the primary serves the sum over its workers (each hands over its registry).
  if (metricsConfig) {
    await startMetricsServer(clusterMetricsSource(), metricsConfig, logger);
  }
  const startedAt = new Map<number, number>();
  const tookConnections = new Set<number>();
  const fork = () => {
    // PORT: the port the primary listens on (PORT=0 picks one), for the worker's own address.
    const worker = cluster.fork({ PORT: String(dispatcher.address.port) });
    startedAt.set(worker.id, Date.now());
    worker.on('message', (message: unknown) => {
      // A message read after the worker's exit (the pipe is read to its end after it) is stale.
      if (!startedAt.has(worker.id)) return;
      if (isClusterMessage(message) && message.career === 'ready') {
        tookConnections.add(worker.id);
        logger.info({ worker: worker.id, pid: worker.process.pid }, 'a server worker takes connections');
      }
      dispatcher.onMessage(worker, message);
    });
  };
  /** When workers that had started were restarted lately: the next restart waits longer each time. */
  let restarts: number[] = [];
  const restart = () => {
    const now = Date.now();
    restarts = restarts.filter((at) => now - at < RESTART_MEMORY_MS);
    const delay = restarts.length ? Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (restarts.length - 1)) : 0;
    restarts.push(now);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    dispatcher.workerGone(worker);
    const ranFor = Date.now() - (startedAt.get(worker.id) ?? 0);
    const started = tookConnections.delete(worker.id);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info('all workers stopped');
        exit(0);
      }
      return;
    }
    logger.error({ worker: worker.id, code, signal }, 'a server worker exited');
    if (started || ranFor >= CRASH_LOOP_MS) restart();
    else if (startedAt.size === 0) {
      logger.error('every server worker failed at start-up; stopping');
      exit(1);
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, 'shutting down the workers');
    dispatcher.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (startedAt.size === 0) exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  logger.info({ workers: count }, `starting ${count} server processes`);
  for (let index = 0; index < count; index += 1) fork();
}
