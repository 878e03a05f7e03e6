/**
 * The real server as its own process for browser tests that kill it (SIGKILL) mid-request.
 * argv: dataDir port. Prints `READY <url>` once listening (log lines may come before it).
 */
import path from 'node:path';
import { parseEnv } from '../../sync-server/src/env';
import { createLogger } from '../../sync-server/src/logger';
import { startServer } from '../../sync-server/src/start-server';
import { TEST_SCRYPT_PARAMS } from '../../sync-server/src/test/test-scrypt-params';

const [dataDir = '', port = '0'] = process.argv.slice(2);
const config = parseEnv({
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  STATIC_DIR: path.resolve(import.meta.dirname, '../../pwa/dist'),
  DEMO_MODE: 'true',
});
const server = await startServer(config, createLogger('warn'), { passwordParams: TEST_SCRYPT_PARAMS });
console.log(`READY ${server.url}`);
