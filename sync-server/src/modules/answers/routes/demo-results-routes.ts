import { Hono } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { demoResults } from '../services/demo-results';

/** GET /api/users/results/demo: the public sample report, the same for everyone. */
export function demoResultsRoutes() {
  return new Hono<AppEnv>().get('/results/demo', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(demoResults());
  });
}
