import { ContentFileError } from './modules/public/adapters/content/repo-content-source';
import cluster from 'node:cluster';
import { processCount, runClusterPrimary } from './cluster-primary';
import { EnvError, loadEnv } from './env';
import type { AppConfig } from './env';
import { createLogger } from './logger';
import type { Logger } from 'pino';
import { startServer } from './start-server';

/** `npm start` / `npm run serve`: the product on its embedded defaults unless settings say otherwise. */
try {
  const config = loadEnv();
  const rootLogger = createLogger(config.logLevel, { format: config.logFormat });
  // A worker of WORKERS=N names itself in every line.
  const logger = cluster.isWorker ? rootLogger.child({ worker: cluster.worker?.id }) : rootLogger;
  const processes = cluster.isPrimary ? processCount(config, logger) : 1;
  if (processes > 1) {
    await runClusterPrimary(processes, logger, { host: config.host, port: config.port }, config.metrics);
  } else {
    await serveHere(config, logger);
  }
} catch (error) {
  // A wrong setting or content file: its message says what to fix; a stack would hide it.
  console.error(error instanceof EnvError || error instanceof ContentFileError ? error.message : error);
  process.exit(1);
}

/** One server in this process (the only one, or a worker of WORKERS=N). */
async function serveHere(config: AppConfig, logger: Logger): Promise<void> {
  const server = await startServer(config, logger);
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
