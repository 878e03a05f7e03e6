/** The server under test for the bench, in its own process; prints its URL as the first line. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../sync-server/src/env';
import { createLogger } from '../sync-server/src/logger';
import { startServer } from '../sync-server/src/start-server';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-bench-'));
const server = await startServer(parseEnv({ DATA_DIR: dataDir, PORT: '0', STATIC_DIR: path.resolve('pwa/dist'), TRUST_PROXY: '1' }), createLogger('error'));
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server.close().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
