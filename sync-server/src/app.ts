import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps } from './app-deps';
import { createStorageHealth } from './db/storage-health';
import { probeStorageWrite } from './db/storage-probe';
import type { AppEnv } from './http/app-env';
import { AppError } from './http/app-error';
import { authorize } from './http/authorize';
import { bodySizeLimit } from './http/body-size-limit';
import { crossSiteGuard } from './http/cross-site-guard';
import { loadSession } from './http/load-session';
import { hostCheck } from './http/host-check';
import { onError } from './http/on-error';
import { outboxAccess } from './http/outbox-access';
import { requestLogger } from './http/request-logger';
import { requestMetrics } from './http/request-metrics';
import type { RoutePolicy } from './http/route-policy';
import { createPolicyMatcher, ROUTE_POLICY } from './http/route-policy';
import { securityHeaders } from './http/security-headers';
import { createActingCookie, createSessionCookie } from './http/session-cookie';
import { actingReadOnly } from './http/acting-read-only';
import { pwaStatic } from './http/static-files';
import { findUserById } from './modules/accounts/services/user-store';
import { EMBEDDED_CHECKOUT_PATH } from './modules/plans/adapters/payments/embedded/embedded-payment-provider';
import { embeddedCheckoutRoutes } from './modules/plans/adapters/payments/embedded/embedded-checkout-routes';
import { adminRoutes } from './modules/admin/routes/admin-routes';
import { isActingLive } from './modules/admin/services/acting-service';
import { adminCoachRoutes } from './modules/coaching/routes/admin-coach-routes';
import { analyticsRoutes } from './modules/plans/routes/analytics-routes';
import { answerRoutes } from './modules/answers/routes/answer-routes';
import { batchChecksSession } from './modules/answers/services/batch-in-one-call';
import { createSessionUserCache } from './http/session-user-cache';
import { checkoutRoutes } from './modules/plans/routes/checkout-routes';
import { authRoutes } from './modules/accounts/routes/auth-routes';
import { contactRoutes } from './modules/public/routes/contact-routes';
import { contentRoutes } from './modules/public/routes/content-routes';
import { devOutboxApi, devOutboxPage } from './modules/operations/routes/dev-outbox-routes';
import { healthRoutes } from './modules/operations/routes/health-routes';
import { mfaRoutes } from './modules/accounts/routes/mfa-routes';
import { orderRoutes } from './modules/plans/routes/order-routes';
import { paymentWebhookRoutes } from './modules/plans/routes/payment-webhook-routes';
import { planRoutes } from './modules/plans/routes/plan-routes';
import { recordRoutes } from './modules/records/routes/record-routes';
import { careerIdeaRoutes } from './modules/records/routes/career-idea-routes';
import { shortlistRoutes } from './modules/shortlists/routes/shortlist-routes';
import { calibrationRoutes } from './modules/shortlists/routes/calibration-routes';
import { elevateRoutes } from './modules/provider/routes/elevate-routes';
import { phoneRoutes } from './modules/provider/routes/phone-routes';
import { coachRoutes } from './modules/coaching/routes/coach-routes';
import { scheduleRoutes } from './modules/coaching/routes/schedule-routes';
import { ELEVATE_SIM_PATH, elevateSimulatorRoutes } from './modules/provider/adapters/elevate/simulator/elevate-simulator';
import { userRoutes } from './modules/admin/routes/user-routes';
import { currentUserRoutes } from './modules/accounts/routes/current-user-routes';
import { demoResultsRoutes } from './modules/answers/routes/demo-results-routes';
import { accountRoutes } from './modules/operations/routes/account-routes';
import { retentionRoutes } from './modules/operations/routes/retention-routes';
import { safetyRoutes } from './modules/safety/routes/safety-routes';
import { sessionNoteRoutes } from './modules/notes/routes/session-note-routes';
import { briefRoutes } from './modules/briefs/routes/brief-routes';

export interface AppOptions {
  /** Replaces the route policy table (tests prove that unlisted routes are refused). */
  routePolicy?: readonly RoutePolicy[];
  /** How long POST /api/external/elevate waits for its sync before answering 202 (tests shorten it). */
  syncWaitMs?: number;
  /** Extra routes mounted under /api before the static files (tests only). */
  extraApiRoutes?: (api: Hono<AppEnv>) => void;
}

/** The whole HTTP surface: API sub-apps under /api, the built PWA for everything else. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const secure = deps.config.publicUrl.startsWith('https://');
  const cookie = createSessionCookie({ secure });
  const acting = { tokens: deps.actingTokens, cookie: createActingCookie({ secure }), isLive: (session: { id: string; adminId: string; userId: string }) => isActingLive(deps, session) };
  const adminsNeedSecondFactor = () => deps.config.adminMfaRequired;
  const findUser = (id: string) => findUserById(deps.db, id);
  // POST /api/answers on PostgreSQL: the user as last read, checked by the batch's own write.
  const checkedByWrite = batchChecksSession(deps.db)
    ? { cache: createSessionUserCache(), applies: (c: Context<AppEnv>) => c.req.method === 'POST' && c.req.path === '/api/answers' }
    : undefined;
  const app = new Hono<AppEnv>({ strict: false });

  // Set by a write refused for lack of space (onError), read and recovered by /api/health/ready.
  const storage = createStorageHealth({ probe: () => probeStorageWrite(deps.db), logger: deps.logger });
  app.onError(onError(deps.logger, storage));
  app.use('*', requestLogger(deps.logger));
  app.use('*', requestMetrics(deps));
  app.use(
    '*',
    securityHeaders({
      formActionOrigins: deps.provider?.kind === 'elevate' ? [deps.provider.loginOrigin()] : [],
      frameOrigins: deps.scheduling ? [deps.scheduling.widgetOrigin] : [],
    }),
  );
  // Only this service's own name or loopback: DNS rebinding reaches nothing (http/host-check.ts).
  app.use('*', hostCheck(deps.config.publicUrl, deps.config.host));
  // Every API answer, errors of the policy layer and the cross-site guard included, is private.
  app.use('/api/*', async (c, next) => {
    await next();
    // On the response's headers, not c.header(): after the handler that would rebuild the response
    // with its body as a stream (a copy, and a slower write, for every API answer).
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  // The simulator's login takes a form posted from the app's page, whose no-referrer policy makes
  // the browser send `Origin: null` (Sec-Fetch-Site still says same-origin).
  app.use('*', crossSiteGuard(deps.config.publicUrl, { nullOriginPaths: deps.providerSimulator ? [`${ELEVATE_SIM_PATH}/login`] : [] }));

  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', bodySizeLimit({ maxSize: 1024 * 1024, onError: () => { throw new AppError('payload_too_large', 'The request is too large.'); } }));
  api.use('*', loadSession({ findUser, sessions: deps.sessions, cookie, adminsNeedSecondFactor, acting, checkedByWrite }));
  api.use('*', actingReadOnly());
  api.use('*', authorize(createPolicyMatcher(options.routePolicy ?? ROUTE_POLICY)));
  api.route('/health', healthRoutes(deps, storage));
  api.route('/auth/mfa', mfaRoutes(deps, cookie));
  api.route('/auth', phoneRoutes(deps));
  api.route('/auth', authRoutes(deps, cookie, acting.cookie));
  api.route('/admin', adminRoutes(deps, acting.cookie));
  api.route('/admin', adminCoachRoutes(deps));
  api.route('/admin', retentionRoutes(deps));
  api.route('/admin', calibrationRoutes(deps));
  api.route('/users/schedule', scheduleRoutes(deps));
  api.route('/users/current', accountRoutes(deps, cookie, acting.cookie));
  // Before the admins' /users routes, whose '/:id' would otherwise take these literal paths.
  api.route('/users', currentUserRoutes(deps));
  api.route('/users', shortlistRoutes(deps));
  api.route('/users', careerIdeaRoutes(deps));
  api.route('/users', demoResultsRoutes());
  api.route('/users', safetyRoutes(deps));
  api.route('/users', sessionNoteRoutes(deps));
  api.route('/users', briefRoutes(deps));
  api.route('/users', userRoutes(deps));
  api.route('/plans', planRoutes(deps));
  api.route('/answers', answerRoutes(deps));
  api.route('/content', contentRoutes(deps));
  api.route('/checkout', checkoutRoutes(deps));
  api.route('/orders', orderRoutes(deps));
  api.route('/payments', paymentWebhookRoutes(deps));
  api.route('/events', analyticsRoutes(deps));
  api.route('/contact', contactRoutes(deps));
  api.route('/records', recordRoutes(deps));
  api.route('/external/elevate', elevateRoutes(deps, { waitMs: options.syncWaitMs }));
  api.route('/coaches', coachRoutes(deps));
  const outboxEnabled = deps.config.demoMode && deps.email.kind === 'outbox';
  if (outboxEnabled) {
    api.use('/dev/outbox/*', outboxAccess());
    api.route('/dev/outbox', devOutboxApi(deps));
  }
  options.extraApiRoutes?.(api);
  api.all('*', () => {
    throw new AppError('not_found', 'Not found.');
  });

  app.route('/api', api);
  if (outboxEnabled) {
    app.use('/dev/outbox/*', loadSession({ findUser, sessions: deps.sessions, cookie, adminsNeedSecondFactor }), outboxAccess());
    app.route('/dev/outbox', devOutboxPage(deps));
  }
  if (deps.payments?.kind === 'embedded') {
    // The embedded provider's hosted page reports a payment the way Stripe does: a signed event
    // to the webhook, through the whole app (middleware, policy, signature check).
    const deliver = async (rawBody: string, signature: string) =>
      (
        await app.request('/api/payments/webhook', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
          body: rawBody,
        })
      ).status;
    app.route(EMBEDDED_CHECKOUT_PATH, embeddedCheckoutRoutes({ ...deps, webhookSecret: deps.paymentWebhookSecret, deliver }));
  }
  if (deps.providerSimulator) {
    // The embedded MBTI/SII provider (demo mode), on its own path: our client speaks to it over HTTP.
    app.route(
      ELEVATE_SIM_PATH,
      elevateSimulatorRoutes({ db: deps.db, clock: deps.clock, logger: deps.logger, apiKey: deps.providerSimulator.apiKey, publicBase: () => deps.config.publicUrl }),
    );
  }
  app.route('/', pwaStatic(deps.config.staticDir, deps.config.publicUrl, deps.config.practice.name));
  return app;
}
