import { ContentFileError } from './adapters/content/repo-content-source';
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { startServer } from './start-server';

/** `npm start` / `npm run serve`: the product on its embedded defaults unless settings say otherwise. */
try {
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  const server = await startServer(config, logger);
  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  // A wrong setting or content file: its message says what to fix; a stack would hide it.
  console.error(error instanceof EnvError || error instanceof ContentFileError ? error.message : error);
  process.exit(1);
}
