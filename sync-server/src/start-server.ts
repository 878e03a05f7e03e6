import cluster from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createContentfulContentSource } from './modules/public/adapters/content/contentful-content-source';
import { loadRepoContentSource } from './modules/public/adapters/content/repo-content-source';
import { createPosthogSink } from './modules/plans/adapters/analytics/posthog-sink';
import { configuredWebhookSecret, createPaymentProvider } from './modules/plans/adapters/payments/create-payment-provider';
import { createOutboxEmailTransport } from './adapters/email/outbox-email-transport';
import { createQueuedEmailSender } from './adapters/email/queued-email-sender';
import { createSmtpEmailTransport } from './adapters/email/smtp-email-transport';
import type { AppDeps } from './app-deps';
import type { AppOptions } from './app';
import { createApp } from './app';
import { createActingTokens } from './auth/acting-token';
import { createMfaKeys } from './auth/mfa-keys';
import { createDeviceTokens } from './auth/device-token';
import { deriveKey } from './auth/derived-key';
import { createHashPressure } from './auth/hash-pressure';
import { createProofOfWork } from './auth/proof-of-work';
import { createPasswordHasher } from './auth/password-hasher';
import type { ScryptParams } from './auth/password-hash';
import { createRateLimiter } from './auth/rate-limiter';
import { createSessionTokens } from './auth/session-token';
import { prepareDataFolders } from './data-folders';
import { PLAN_SEED } from './modules/plans/data/plans';
import { LOGIN_REFUSAL_DELAY_MS } from './modules/accounts/services/login-throttle';
import { DEMO_COACHES } from './modules/coaching/data/coaches';
import { seedCoachesIfNone } from './modules/coaching/services/coach-store';
import { openDatabase } from './db/database';
import { startCheckpointer } from './db/sqlite-checkpointer';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import type { AppConfig } from './env';
import { serveConnectionsFromPrimary } from './http/connections-from-primary';
import type { FedServer } from './http/connections-from-primary';
import { drainHttpServer } from './http/drain-http-server';
import { createShutdownGate } from './http/shutdown-gate';
import { shareMetricsWithPrimary } from './metrics/cluster-metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { createServerMetrics } from './metrics/server-metrics';
import { queueDepthsOf } from './modules/operations/services/queue-depths';
import { withDeadline } from './shutdown-deadline';
import { upsertPlans } from './modules/plans/services/plan-store';
import { seedCareerRecords } from './modules/records/services/career-seed';
import { createAnalytics } from './modules/plans/services/analytics';
import { startAnalyticsForwarding } from './modules/plans/services/analytics-forwarder';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, disableDemoAccounts, ensureDemoAccounts } from './modules/accounts/services/demo-accounts';
import { scheduleDataRetention } from './modules/operations/services/data-retention-job';
import { DEFAULT_EMAIL_DELIVERY } from './adapters/email/email-delivery';
import { startEmailDelivery } from './adapters/email/email-delivery-worker';
import { startupNotices } from './startup-notices';
import { COMPLETE_DEMO_EMAIL } from './modules/answers/services/demo-complete-client';
import { rescoreResultsAtStart } from './rescore-at-start';
import { resolveSessionSecret, resolveWebhookSecret } from './session-secret';
import { createProviderClient } from './modules/provider/adapters/elevate/create-provider-client';
import { createSmsSender } from './modules/provider/adapters/sms/create-sms-sender';
import { createSchedulingProvider } from './modules/coaching/adapters/scheduling/create-scheduling-provider';
import type { BackgroundWorker } from './jobs/background-worker';
import { DEFAULT_SYNC_JOBS } from './modules/provider/services/provider-sync-jobs';
import { startSyncWorker } from './modules/provider/services/provider-sync-worker';
import { scheduleBookingReminders } from './modules/coaching/services/booking-reminder-worker';
import { createJobQueue } from './jobs/create-job-queue';

/** Idle keep-alive connections stay open this long (above the 60 s of common load balancers). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export interface RunningServer {
  url: string;
  /** The Prometheus listener's address (METRICS_PORT), without /metrics; undefined when off. */
  metricsUrl: string | undefined;
  /**
   * The graceful shutdown: refuse new requests (503, Connection: close), let those in flight
   * finish, stop the background workers, close the database. Rejects with ShutdownTimeoutError
   * after SHUTDOWN_TIMEOUT_SECONDS (the connections still open are then cut). Called again, it
   * gives the same promise.
   */
  close(): Promise<void>;
}

/** Tests only: how the app is built (e.g. an extra slow route). */
export interface StartOptions {
  app?: AppOptions;
  /** The password hash's cost: production's (DEFAULT_SCRYPT_PARAMS) unless a test server asks for its test cost. Never a setting. */
  passwordParams?: ScryptParams;
}

/**
 * Checks the data folders (an unwritable DATA_DIR stops the start-up with one line naming it),
 * loads the repository's content (a missing or invalid content file stops the start-up), opens
 * and migrates the database, seeds plans (and demo accounts in demo mode), then listens.
 */
export async function startServer(config: AppConfig, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  prepareDataFolders(config);
  const repoContent = await loadRepoContentSource(config.contentDir);
  const handle = openDatabase(config.databaseUrl);
  // Processes started together on one PostgreSQL database migrate and seed in turn.
  await withStartupLock(handle, async () => {
    const { applied } = await migrateToLatest(handle.db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    await upsertPlans(handle.db, PLAN_SEED);
    const seeded = await seedCareerRecords(handle.db, new Date());
    if (seeded.added) logger.info({ added: seeded.added }, 'career records seeded from O*NET');
    await rescoreResultsAtStart(handle.db, new Date(), logger);
  });

  // SQLite: the write-ahead log is copied into the database by a worker thread, off the event loop.
  const checkpointer =
    handle.driver.dialect === 'sqlite' && !handle.driver.sqlite.memory
      ? await startCheckpointer(handle.driver.sqlite, { onFailure: (message) => logger.warn(message) })
      : undefined;

  const clock = () => new Date();
  // Durable background jobs (pg-boss on PostgreSQL, the jobs table on SQLite): needs the migrations.
  const jobs = await createJobQueue(handle, logger);
  // E-mail is stored in the outbox table by the request and delivered by this worker, with retries.
  const emailTransport = config.smtpUrl ? createSmtpEmailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }) : createOutboxEmailTransport();
  // Outside demo mode without SMTP there is no outbox page to read them: e-mails wait in the queue,
  // unsent, and the first start with SMTP_URL delivers them (startup-notices.ts says so).
  const emailDelivery: BackgroundWorker =
    !config.smtpUrl && !config.demoMode
      ? { kick: () => undefined, stop: async () => undefined }
      : await startEmailDelivery({ db: handle.db, clock, logger, transport: emailTransport }, { ...DEFAULT_EMAIL_DELIVERY, maxAttempts: config.emailMaxAttempts }, jobs);
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  // Events go to the events table; with PostHog configured, a forwarder sends them on in batches.
  const analyticsForwarder = config.analytics.posthog
    ? startAnalyticsForwarding({ db: handle.db, logger, clock, sink: createPosthogSink(config.analytics.posthog) })
    : undefined;
  // The provider simulator's API is reached on this server's own listening address (known below).
  let selfUrl = '';
  const simulatorKey = deriveKey(sessionSecret, 'elevate-simulator-api-key').toString('base64url');
  // The worker needs the deps, the deps a way to wake it: bound once both exist.
  const syncWorkerRef: { current?: BackgroundWorker } = {};
  const providerSync = { kick: () => syncWorkerRef.current?.kick() };
  const metrics = config.metrics ? createServerMetrics({ queueDepths: queueDepthsOf(handle.db) }) : undefined;
  const passwords = createPasswordHasher({ params: options.passwordParams });
  const rateLimiter = createRateLimiter(handle.driver);
  const deps: AppDeps = {
    config,
    db: handle.db,
    logger,
    clock,
    passwords,
    hashPressure: createHashPressure(passwords.load, { always: config.signInProof === 'always' }),
    rateLimiter,
    proofOfWork: createProofOfWork({ secret: deriveKey(sessionSecret, 'proof-of-work-v1'), limiter: rateLimiter }),
    refusalHoldMs: LOGIN_REFUSAL_DELAY_MS,
    sessions: await createSessionTokens({
      secret: sessionSecret,
      issuer: config.publicUrl,
      ttlSeconds: config.sessionTtlSeconds,
    }),
    mfaKeys: await createMfaKeys({ secret: sessionSecret, issuer: config.publicUrl }),
    devices: await createDeviceTokens({ key: deriveKey(sessionSecret, 'device-token-v1'), issuer: config.publicUrl }),
    actingTokens: await createActingTokens({ secret: sessionSecret, issuer: config.publicUrl, now: clock }),
    email: createQueuedEmailSender({ db: handle.db, logger, clock, kind: emailTransport.kind, onQueued: emailDelivery.kick, practice: config.practice }),
    content: config.contentful
      ? createContentfulContentSource({ config: config.contentful, fallback: repoContent, logger })
      : repoContent,
    payments: createPaymentProvider(config.payments, { db: handle.db, publicUrl: config.publicUrl, clock }),
    paymentWebhookSecret: resolveWebhookSecret(configuredWebhookSecret(config.payments), config.dataDir),
    analytics: createAnalytics({ db: handle.db, logger, clock, distinctIdKey: deriveKey(sessionSecret, 'analytics-distinct-id'), onRecorded: analyticsForwarder?.kick }),
    provider: createProviderClient(config.provider, { publicUrl: config.publicUrl, selfUrl: () => selfUrl, simulatorKey }),
    providerSimulator: config.provider.kind === 'simulator' ? { apiKey: simulatorKey } : undefined,
    sms: createSmsSender(config.sms, { db: handle.db, clock }),
    scheduling: createSchedulingProvider(config.scheduling) ?? undefined,
    otpKey: deriveKey(sessionSecret, 'phone-one-time-codes'),
    providerSync,
    jobs,
    metrics,
  };
  const syncWorker = await startSyncWorker(deps, DEFAULT_SYNC_JOBS, jobs);
  syncWorkerRef.current = syncWorker;
  // The 24-hour session reminders: a sweep job every minute across all processes (bookings' reminder_sent_at is the record).
  await scheduleBookingReminders(jobs, deps);
  if (config.provider.kind === 'off') {
    logger.warn('The MBTI/SII provider is off: set ELEVATE_API_URL and ELEVATE_API_KEY (Myers-Briggs hand-off answers 503 until then).');
  } else if (config.provider.kind === 'simulator') {
    logger.info('MBTI/SII provider: the embedded simulator at /elevate-sim (demo mode). Set ELEVATE_API_URL and ELEVATE_API_KEY for the real provider.');
  }
  if (config.scheduling.kind === 'calendly') logger.info(`Coach scheduling: the Calendly widget (${config.scheduling.widgetOrigin}), bookings confirmed with its API.`);
  if (config.payments.kind === 'off') {
    logger.warn('Card payment is off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to sell the paid plans (checkout answers 503 until then).');
  } else if (config.payments.kind === 'embedded') {
    logger.info('Card payment: the embedded test checkout (demo mode; card 4242 4242 4242 4242 pays). Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments.');
  }
  for (const notice of startupNotices(config)) logger.warn(notice);
  if (!config.contactTo) logger.warn("CONTACT_TO is not set: 'Talk to an Expert' submissions are stored for admins at /admin/contact but e-mailed to nobody.");
  if (!config.practice.supportEmail) logger.warn('SUPPORT_EMAIL is not set: the consent text, the footer and e-mails give no support address and point to the contact form.');

  if (config.demoModeOnPublicAddress) {
    logger.warn(`DEMO_MODE=true on ${config.publicUrl} (listening on ${config.host}): the demo accounts (public password) and the outbox page are on; set DEMO_MODE=false for real users.`);
  }
  await withStartupLock(handle, async () => {
    if (config.demoMode) {
      const coaches = await seedCoachesIfNone(handle.db, DEMO_COACHES, clock().toISOString());
      if (coaches) logger.info({ coaches }, 'demo coaches seeded');
      const created = await ensureDemoAccounts(deps);
      if (created.length) {
        const lines = DEMO_ACCOUNTS.filter((account) => created.includes(account.email)).map(
          (account) =>
            `  ${account.email}  (${account.admin ? 'admin' : `client, ${account.plan} plan`}${account.email === COMPLETE_DEMO_EMAIL ? ', every assessment completed: see Results' : ''})`,
        );
        logger.info(`Demo accounts created. Password for each: ${DEMO_PASSWORD}\n${lines.join('\n')}`);
      }
    } else {
      const disabled = await disableDemoAccounts(deps);
      if (disabled.length) logger.warn(`Demo mode is off: ${disabled.length} demo accounts left from an earlier start were signed out and can no longer sign in.`);
    }
  });

  // Retention: a job every 6 hours across all processes (at start unless one ran in this period).
  await scheduleDataRetention(jobs, deps);
  const app = createApp(deps, options.app);
  // A worker of WORKERS=N hands its metrics to the primary, which serves the cluster's sum.
  const sharedWithPrimary = metrics ? shareMetricsWithPrimary(metrics.registry) : false;
  const metricsServer = metrics && config.metrics && !sharedWithPrimary ? await startMetricsServer(metrics.registry, config.metrics, logger) : undefined;
  const gate = createShutdownGate();
  // Node closes an idle keep-alive connection after 5 s; a client (or a load balancer, whose idle
  // timeout is usually 60 s) that sends on it at that moment gets ECONNRESET or a 502, and a POST
  // is not retried. Keep idle connections longer than the usual proxy's timeout.
  const keepAlive = (http1: HttpServer) => {
    http1.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    http1.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  };
  let httpServer: HttpServer;
  let fed: FedServer | undefined;
  let url: string;
  const urlOf = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (cluster.isWorker) {
    // A worker of WORKERS=N never listens: its primary accepts and hands it connections (on the
    // port it passed as PORT), and can close those a dying worker never took.
    httpServer = createAdaptorServer({ fetch: gate.wrap(app.fetch) }) as HttpServer;
    keepAlive(httpServer);
    fed = serveConnectionsFromPrimary(httpServer, (message) => process.send?.(message));
    url = urlOf(config.host, config.port);
  } else {
    httpServer = await new Promise<HttpServer>((resolve) => {
      const instance = serve({ fetch: gate.wrap(app.fetch), port: config.port, hostname: config.host }, () => resolve(instance as HttpServer)) as HttpServer;
      keepAlive(instance);
    });
    url = urlOf(config.host, (httpServer.address() as AddressInfo).port);
  }
  selfUrl = url;
  logger.info({ url, database: handle.dialect, demoMode: config.demoMode, pid: process.pid }, `Career assessment server listening on ${url}`);
  fed?.ready();

  let closing: Promise<void> | undefined;
  const shutDown = async () => {
    gate.close();
    await (fed ? fed.drain() : drainHttpServer(httpServer));
    await emailDelivery.stop();
    await syncWorker.stop();
    // Waits for jobs running (bounded), before the database closes.
    await jobs.stop();
    await analyticsForwarder?.stop();
    await metricsServer?.close();
    await checkpointer?.stop();
    await handle.close();
    logger.info('stopped');
  };

  return {
    url,
    metricsUrl: metricsServer?.url,
    close() {
      closing ??= withDeadline(shutDown(), config.shutdownTimeoutMs, () => httpServer.closeAllConnections());
      return closing;
    },
  };
}
