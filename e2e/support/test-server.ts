import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../sync-server/src/env';
import { createLogger } from '../../sync-server/src/logger';
import { startServer } from '../../sync-server/src/start-server';
import { TEST_SCRYPT_PARAMS } from '../../sync-server/src/test/test-scrypt-params';

export const BUILT_PWA = path.resolve(import.meta.dirname, '../../pwa/dist');

export interface TestServer {
  url: string;
  dataDir: string;
  staticDir: string;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server on 127.0.0.1, a fresh data folder, demo mode, serving the production build;
 * passwords hashed at the test cost (no browser test is about the hash's cost).
 * `env` adds settings (e.g. ADMIN_MFA_REQUIRED=true).
 */
export async function startTestServer(options: { staticDir?: string; env?: Record<string, string> } = {}): Promise<TestServer> {
  const staticDir = options.staticDir ?? BUILT_PWA;
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error(`No PWA build at ${staticDir}: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-e2e-'));
  const port = await freePort();
  const config = parseEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir, DEMO_MODE: 'true', ...options.env });
  const server = await startServer(config, createLogger('warn'), { passwordParams: TEST_SCRYPT_PARAMS });
  return {
    url: server.url,
    dataDir,
    staticDir,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
