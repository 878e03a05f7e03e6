/**
 * The server under test for the bench, in its own process; prints its URL as the first line.
 * `tsx bench/serve.ts [DATABASE_URL]`: on that database (a postgres:// URL or a SQLite file), else
 * a temporary SQLite file. Demo mode, with the bench's session secret and issuer, so that clients
 * made by bench/bench-clients.ts are signed in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../sync-server/src/env';
import { createLogger } from '../sync-server/src/logger';
import { startServer } from '../sync-server/src/start-server';
import { BENCH_PUBLIC_URL, BENCH_SESSION_SECRET } from '../sync-server/src/test/signed-in-clients';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-bench-'));
const databaseUrl = process.argv[2];
const env = { DATA_DIR: dataDir, PORT: '0', STATIC_DIR: path.resolve('pwa/dist'), TRUST_PROXY: '1', DEMO_MODE: 'true', PUBLIC_URL: BENCH_PUBLIC_URL, SESSION_SECRET: BENCH_SESSION_SECRET, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
const server = await startServer(parseEnv(env), createLogger('error'));
console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server.close().then(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
