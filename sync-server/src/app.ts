import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './http/app-env';
import { AppError } from './http/app-error';
import { authorize } from './http/authorize';
import { loadSession } from './http/load-session';
import { onError } from './http/on-error';
import { requestLogger } from './http/request-logger';
import type { RoutePolicy } from './http/route-policy';
import { createPolicyMatcher, ROUTE_POLICY } from './http/route-policy';
import { securityHeaders } from './http/security-headers';
import { createSessionCookie } from './http/session-cookie';
import { pwaStatic } from './http/static-files';
import { answerRoutes } from './routes/answer-routes';
import { authRoutes } from './routes/auth-routes';
import { contentRoutes } from './routes/content-routes';
import { devOutboxApi, devOutboxPage } from './routes/dev-outbox-routes';
import { healthRoutes } from './routes/health-routes';
import { planRoutes } from './routes/plan-routes';
import { userRoutes } from './routes/user-routes';

export interface AppOptions {
  /** Replaces the route policy table (tests prove that unlisted routes are refused). */
  routePolicy?: readonly RoutePolicy[];
  /** Extra routes mounted under /api before the static files (tests only). */
  extraApiRoutes?: (api: Hono<AppEnv>) => void;
}

/** The whole HTTP surface: API sub-apps under /api, the built PWA for everything else. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const cookie = createSessionCookie({ secure: deps.config.publicUrl.startsWith('https://') });
  const app = new Hono<AppEnv>({ strict: false });

  app.onError(onError(deps.logger));
  app.use('*', requestLogger(deps.logger));
  app.use('*', securityHeaders());

  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new AppError('payload_too_large', 'The request is too large.'); } }));
  api.use('*', loadSession({ db: deps.db, sessions: deps.sessions, cookie }));
  api.use('*', authorize(createPolicyMatcher(options.routePolicy ?? ROUTE_POLICY)));
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.route('/health', healthRoutes(deps));
  api.route('/auth', authRoutes(deps, cookie));
  api.route('/users', userRoutes(deps));
  api.route('/plans', planRoutes(deps));
  api.route('/answers', answerRoutes(deps));
  api.route('/content', contentRoutes(deps));
  const outboxEnabled = deps.config.demoMode && deps.email.kind === 'outbox';
  if (outboxEnabled) api.route('/dev/outbox', devOutboxApi(deps));
  options.extraApiRoutes?.(api);
  api.all('*', () => {
    throw new AppError('not_found', 'Not found.');
  });

  app.route('/api', api);
  if (outboxEnabled) app.route('/dev/outbox', devOutboxPage(deps));
  app.route('/', pwaStatic(deps.config.staticDir));
  return app;
}
