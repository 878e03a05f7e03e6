import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import { probeStorageWrite } from '../../../db/storage-probe';
import type { StorageHealth } from '../../../db/storage-health';
import type { AppEnv } from '../../../http/app-env';
import { createReadiness } from '../services/readiness';

/**
 * GET /api/health is liveness: 200 whenever the process answers (nothing a restart would fix is
 * checked). GET /api/health/ready is readiness: 200 `{ status: 'ready', checks }`, or 503
 * `{ status: 'not_ready', checks }` naming the failed check (database, migrations, storage: 'full'
 * after a write failed for lack of space until a probe write succeeds, dataDir). While the server
 * shuts down, both answer 503 before reaching here (http/shutdown-gate.ts).
 */
export function healthRoutes(deps: AppDeps, storage: StorageHealth) {
  const readiness = createReadiness({ db: deps.db, dataDir: deps.config.dataDir, storage, probe: () => probeStorageWrite(deps.db), logger: deps.logger });
  return new Hono<AppEnv>()
    .get('/', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/ready', async (c) => {
      const { ready, checks } = await readiness.check();
      c.header('Cache-Control', 'no-store');
      return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503);
    });
}
