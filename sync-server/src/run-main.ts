import { ContentFileError } from './modules/public/adapters/content/repo-content-source';
import cluster from 'node:cluster';
import { processCount, runClusterPrimary } from './cluster-primary';
import { EnvError, loadEnv } from './env';
import type { AppConfig } from './env';
import { createLogger } from './logger';
import type { Logger } from 'pino';
import type { StartOptions } from './start-server';
import { startServer } from './start-server';

/**
 * What `npm start` / `npm run serve` run (main.ts): the product on its embedded defaults unless
 * settings say otherwise, one server here or WORKERS=N in a cluster. `options` are for tests only
 * (test/main-at-test-cost.ts: the same start at the test's password cost), never a setting.
 */
export async function runMain(options: StartOptions = {}): Promise<void> {
  try {
    const config = loadEnv();
    const rootLogger = createLogger(config.logLevel, { format: config.logFormat });
    // A worker of WORKERS=N names itself in every line.
    const logger = cluster.isWorker ? rootLogger.child({ worker: cluster.worker?.id }) : rootLogger;
    const processes = cluster.isPrimary ? processCount(config, logger) : 1;
    if (processes > 1) {
      await runClusterPrimary(processes, logger, { host: config.host, port: config.port }, config.metrics);
    } else {
      await serveHere(config, logger, options);
    }
  } catch (error) {
    // A wrong setting or content file: its message says what to fix; a stack would hide it.
    console.error(error instanceof EnvError || error instanceof ContentFileError ? error.message : error);
    process.exit(1);
  }
}

/** One server in this process (the only one, or a worker of WORKERS=N). */
async function serveHere(config: AppConfig, logger: Logger, options: StartOptions): Promise<void> {
  const server = await startServer(config, logger, options);
  // Stop taking requests, finish those in flight, stop the workers, close the database; bounded by SHUTDOWN_TIMEOUT_SECONDS.
  let stopping = false;
  const stop = async (signal: string) => {
    // A worker of WORKERS=N may get the signal twice (from the terminal or systemd, and from its
    // primary): the second must not kill it mid-drain, so the handlers stay and this runs once.
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutSeconds: config.shutdownTimeoutMs / 1000 }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: { name: (error as Error)?.name, message: (error as Error)?.message } }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
