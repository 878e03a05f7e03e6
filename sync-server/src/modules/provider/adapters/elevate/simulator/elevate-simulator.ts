import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../../../../http/app-env';
import { simApiRoutes } from './sim-api-routes';
import type { ElevateSimulatorDeps } from './sim-deps';
import { simPageRoutes } from './sim-page-routes';
import { simMessagePage } from './sim-pages';

export type { ElevateSimulatorDeps } from './sim-deps';
export { ELEVATE_SIM_PATH } from './sim-paths';

const API_PATH = /\/api\/v1\//;

/**
 * The embedded MBTI/SII provider simulator (demo mode), to be mounted at ELEVATE_SIM_PATH
 * ('/elevate-sim'). It serves the provider's JSON API (elevate-api.ts) under /api/v1 and the
 * browser side: POST /login (the token hand-off), GET /tests (the hub) and GET/POST
 * /tests/mbti and /tests/sii (the questionnaires, ours, scored with simulator arithmetic).
 */
export function elevateSimulatorRoutes(deps: ElevateSimulatorDeps) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      // The app's no-referrer policy makes a browser send `Origin: null` with a form POST, which the
      // cross-site guard refuses; same-origin keeps the real origin and tells other sites nothing.
      c.header('Referrer-Policy', 'same-origin');
    })
    .use(
      '*',
      bodyLimit({
        maxSize: 64 * 1024,
        onError: (c) =>
          API_PATH.test(c.req.path)
            ? c.json({ error: 'payload_too_large' }, 413)
            : c.html(simMessagePage('Too large', 'The form was too large. Please go back and try again.'), 413),
      }),
    )
    .route('/', simApiRoutes(deps))
    .route('/', simPageRoutes(deps))
    .all('*', (c) => (API_PATH.test(c.req.path) ? c.json({ error: 'not_found' }, 404) : c.html(simMessagePage('Page not found', 'This page does not exist.'), 404)));
}
