import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Logger } from 'pino';
import type { ContentSource } from '../modules/public/adapters/content/content-source';
import { loadRepoContentSource } from '../modules/public/adapters/content/repo-content-source';
import type { EmailTransport } from '../adapters/email/email-transport';
import { configuredWebhookSecret, createPaymentProvider } from '../modules/plans/adapters/payments/create-payment-provider';
import type { PaymentProvider } from '../modules/plans/adapters/payments/payment-provider';
import { createOutboxEmailTransport } from '../adapters/email/outbox-email-transport';
import { createQueuedEmailSender } from '../adapters/email/queued-email-sender';
import type { AppDeps } from '../app-deps';
import type { AppOptions } from '../app';
import { createApp } from '../app';
import { createActingTokens } from '../auth/acting-token';
import { hashPassword } from '../auth/password-hash';
import { createMfaKeys } from '../auth/mfa-keys';
import { createDeviceTokens } from '../auth/device-token';
import { deriveKey } from '../auth/derived-key';
import { createPasswordHasher } from '../auth/password-hasher';
import { TEST_SCRYPT_PARAMS } from './test-scrypt-params';
import type { HashPressure } from '../auth/hash-pressure';
import { createHashPressure } from '../auth/hash-pressure';
import { createProofOfWork } from '../auth/proof-of-work';
import { createRateLimiter } from '../auth/rate-limiter';
import { createSessionTokens } from '../auth/session-token';
import { PLAN_SEED } from '../modules/plans/data/plans';
import { DEMO_COACHES } from '../modules/coaching/data/coaches';
import { seedCoachesIfNone } from '../modules/coaching/repositories/coach-repository';
import type { AppConfig } from '../env';
import { parseEnv } from '../env';
import { seedCareerRecords } from '../modules/records/services/career-seed';
import { upsertPlans } from '../modules/plans/repositories/plan-repository';
import { listOutboxEmails } from '../adapters/email/outbox-repository';
import { createAnalytics } from '../modules/plans/services/analytics';
import { DEMO_PASSWORD, ensureDemoAccounts } from '../modules/accounts/services/demo-accounts';
import type { EmailDeliveryOptions } from '../adapters/email/email-delivery';
import { DEFAULT_EMAIL_DELIVERY } from '../adapters/email/email-delivery';
import { startEmailDelivery } from '../adapters/email/email-delivery-worker';
import { createJobQueue } from '../jobs/create-job-queue';
import type { TestDatabase } from './test-databases';
import { createProviderClient } from '../modules/provider/adapters/elevate/create-provider-client';
import type { ProviderClient } from '../modules/provider/adapters/elevate/provider-client';
import { createOutboxSmsSender } from '../modules/provider/adapters/sms/outbox-sms-sender';
import type { SmsSender } from '../modules/provider/adapters/sms/sms-sender';
import { createSchedulingProvider } from '../modules/coaching/adapters/scheduling/create-scheduling-provider';
import type { SchedulingProvider } from '../modules/coaching/adapters/scheduling/scheduling-provider';
import type { BackgroundWorker } from '../jobs/background-worker';
import type { SyncJobOptions } from '../modules/provider/services/provider-sync-jobs';
import { DEFAULT_SYNC_JOBS } from '../modules/provider/services/provider-sync-jobs';
import { startSyncWorker } from '../modules/provider/services/provider-sync-worker';
import { createSqliteTestDatabase } from './test-databases';

export interface TestAppOptions extends AppOptions {
  config?: Partial<AppConfig>;
  database?: TestDatabase;
  logger?: Logger;
  /** Where the delivery worker sends stored e-mail; by default the embedded outbox, as without SMTP_URL. */
  emailTransport?: EmailTransport;
  /** Delivery settings over the defaults (e.g. short retries against a test SMTP server). */
  emailDelivery?: Partial<EmailDeliveryOptions>;
  /** The content source; by default the repository's content files, as on a server without a CMS. */
  content?: ContentSource;
  demoAccounts?: boolean;
  /** The card provider; by default what the config says (the embedded checkout in demo mode). */
  payments?: PaymentProvider | null;
  /**
   * Complete every assessment of complete@demo.example, as a demo server does (off by default:
   * it adds a few hundred milliseconds to each test app under load; the account exists either way).
   */
  completeDemoClient?: boolean;
  /** Seed the career records from O*NET as a server start does (off by default: most tests do not need them). */
  careerRecords?: boolean;
  /** The MBTI/SII provider client; by default what the config says (the embedded simulator in demo mode, reached through the app). */
  provider?: ProviderClient | null;
  /** The SMS sender; by default the embedded outbox. */
  sms?: SmsSender;
  /** The coach scheduling provider; by default what the config says (none: the built-in scheduler). */
  scheduling?: SchedulingProvider | null;
  /** The hash queue's pressure as the sign-in routes see it; by default the test app's own queue's. */
  hashPressure?: HashPressure;
  /**
   * How long a refused sign-in is held (production: LOGIN_REFUSAL_DELAY_MS, 1 s). 0 by default: a
   * limit test counts refusals, and eight of them held a real second each made one test 10 s.
   */
  refusalHoldMs?: number;
  /** Sync job timings over the defaults. */
  syncJobs?: Partial<SyncJobOptions>;
}

/** The simulator's API key in test apps. */
export const TEST_SIMULATOR_KEY = 'test-simulator-key-0123456789';

let demoPasswordHash: Promise<string> | undefined;


/** The payment webhook's signing secret in test apps (what `$DATA_DIR/stripe-webhook-secret` holds in a real one). */
/**
 * The test app's proof-of-work base counter: a solve takes about 12 PBKDF2 derivations instead of
 * production's 3,000 (about 0.6 s), as no API test is about the work itself (see the bench).
 */
export const TEST_PROOF_BASE_COUNTER = 8;
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_the_test_app_0123456789';
let repoContent: Promise<ContentSource> | undefined;

/** A settable clock so tests can move time (link expiry, rate-limit windows). */
export function createTestClock(start = new Date('2026-11-22T09:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The real app over a real (temporary) SQLite database, seeded like production. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await createSqliteTestDatabase());
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-static-'));
  const config: AppConfig = {
    ...parseEnv({ NODE_ENV: 'test', DATA_DIR: path.join(staticDir, 'data'), STATIC_DIR: staticDir }),
    ...options.config,
  };
  const clock = createTestClock();
  const logger = options.logger ?? pino({ level: 'silent' });
  await upsertPlans(database.db, PLAN_SEED);
  if (options.careerRecords) await seedCareerRecords(database.db, clock.now());
  const emailTransport = options.emailTransport ?? createOutboxEmailTransport();
  // The job queue of the test database's engine (pg-boss on PostgreSQL), as a server has; it keeps real time.
  const jobs = await createJobQueue(database, logger);
  const emailDelivery = await startEmailDelivery(
    { db: database.db, clock: clock.now, logger, transport: emailTransport },
    { ...DEFAULT_EMAIL_DELIVERY, maxAttempts: config.emailMaxAttempts, ...options.emailDelivery },
    jobs,
  );
  // The app answers the simulator's API calls itself (no socket in most tests).
  const refs: { app?: ReturnType<typeof createApp>; syncWorker?: BackgroundWorker } = {};
  const appFetch = async (input: string, init: RequestInit) => {
    if (!refs.app) throw new Error('The test app is not built yet.');
    return refs.app.request(input, init);
  };
  const passwords = createPasswordHasher({ params: TEST_SCRYPT_PARAMS });
  const rateLimiter = createRateLimiter(database.driver);
  const deps: AppDeps = {
    config,
    db: database.db,
    logger,
    clock: clock.now,
    passwords,
    hashPressure: options.hashPressure ?? createHashPressure(passwords.load, { always: config.signInProof === 'always' }),
    rateLimiter,
    proofOfWork: createProofOfWork({ secret: deriveKey('test-secret-that-is-at-least-32-characters', 'proof-of-work-v1'), limiter: rateLimiter, baseCounter: TEST_PROOF_BASE_COUNTER }),
    refusalHoldMs: options.refusalHoldMs ?? 0,
    sessions: await createSessionTokens({ secret: 'test-secret-that-is-at-least-32-characters', issuer: config.publicUrl, ttlSeconds: config.sessionTtlSeconds }),
    mfaKeys: await createMfaKeys({ secret: 'test-secret-that-is-at-least-32-characters', issuer: config.publicUrl }),
    devices: await createDeviceTokens({ key: deriveKey('test-secret-that-is-at-least-32-characters', 'device-token-v1'), issuer: config.publicUrl }),
    actingTokens: await createActingTokens({ secret: 'test-secret-that-is-at-least-32-characters', issuer: config.publicUrl, now: clock.now }),
    email: createQueuedEmailSender({ db: database.db, logger, clock: clock.now, kind: emailTransport.kind, onQueued: emailDelivery.kick, practice: config.practice }),
    content: options.content ?? (await (repoContent ??= loadRepoContentSource())),
    payments:
      options.payments === null ? undefined : (options.payments ?? createPaymentProvider(config.payments, { db: database.db, publicUrl: config.publicUrl, clock: clock.now })),
    paymentWebhookSecret: configuredWebhookSecret(config.payments) ?? TEST_WEBHOOK_SECRET,
    analytics: createAnalytics({ db: database.db, logger, clock: clock.now, distinctIdKey: Buffer.alloc(32, 7) }),
    provider:
      options.provider === null
        ? undefined
        : (options.provider ?? createProviderClient(config.provider, { publicUrl: config.publicUrl, selfUrl: () => 'http://127.0.0.1', simulatorKey: TEST_SIMULATOR_KEY, fetch: appFetch })),
    providerSimulator: config.provider.kind === 'simulator' ? { apiKey: TEST_SIMULATOR_KEY } : undefined,
    sms: options.sms ?? createOutboxSmsSender({ db: database.db, clock: clock.now }),
    scheduling: options.scheduling === null ? undefined : (options.scheduling ?? createSchedulingProvider(config.scheduling, { retryDelayMs: 5, timeoutMs: 2_000 }) ?? undefined),
    otpKey: Buffer.alloc(32, 9),
    providerSync: { kick: () => refs.syncWorker?.kick() },
    jobs,
  };
  const syncJobs = { ...DEFAULT_SYNC_JOBS, ...options.syncJobs };
  const syncWorker = await startSyncWorker(deps, syncJobs, jobs);
  refs.syncWorker = syncWorker;
  if (config.demoMode) await seedCoachesIfNone(database.db, DEMO_COACHES, clock.now().toISOString());
  if (options.demoAccounts !== false) {
    demoPasswordHash ??= hashPassword(DEMO_PASSWORD, TEST_SCRYPT_PARAMS);
    await ensureDemoAccounts(deps, await demoPasswordHash, { completeDemoClient: options.completeDemoClient ?? false });
  }
  const app = createApp(deps, options);
  refs.app = app;

  return {
    app,
    deps,
    clock,
    database,
    emailDelivery,
    /** A browser-like client that keeps the session cookie between requests. */
    client: () => createCookieClient(app),
    async outbox(to: string) {
      return listOutboxEmails(database.db, { to, limit: 50 });
    },
    syncWorker,
    async close() {
      await emailDelivery.stop();
      await syncWorker.stop();
      await jobs.stop();
      await database.drop();
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const DEMO = {
  password: DEMO_PASSWORD,
  admin: 'admin@demo.example',
  free: 'free@demo.example',
  essential: 'essential@demo.example',
  premium: 'premium@demo.example',
  complete: 'complete@demo.example',
} as const;

/** A response whose JSON body tests read freely (assertions check its shape). */
export interface TestResponse extends Response {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json(): Promise<any>;
}

export interface CookieClient {
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  get(url: string): Promise<TestResponse>;
  post(url: string, body?: unknown): Promise<TestResponse>;
  login(email: string, password?: string): Promise<TestResponse>;
  cookie(): string | undefined;
  setCookie(value: string | undefined): void;
}

/** What @hono/node-server hands the app: requests in tests come from a loopback socket, as from a browser on this machine. */
const LOOPBACK_ENV = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

export function createCookieClient(app: { request: (url: string, init: RequestInit, env?: object) => Response | Promise<Response> }): CookieClient {
  let session: string | undefined;
  const client: CookieClient = {
    async request(method, url, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
      }
      if (session) (init.headers as Record<string, string>).Cookie = session;
      const response = await app.request(url, init, LOOPBACK_ENV);
      // The one cookie kept is the session (or what stands in its place); the known-device cookie is
      // the cookie-jar client's (cookie-jar-client.ts).
      const setCookie = response.headers.getSetCookie().find((line) => !/^(__Secure-)?device=/.test(line));
      if (setCookie) {
        const [pair] = setCookie.split(';');
        session = pair && !/=$/.test(pair) && !/Max-Age=0/i.test(setCookie) ? pair : undefined;
      }
      return response as TestResponse;
    },
    get: (url) => client.request('GET', url),
    post: (url, body) => client.request('POST', url, body ?? {}),
    login: (email, password = DEMO_PASSWORD) => client.post('/api/auth/login', { email, password }),
    cookie: () => session,
    setCookie: (value) => {
      session = value;
    },
  };
  return client;
}

/** The first link in the newest e-mail to an address. */
export async function latestLink(testApp: TestApp, to: string): Promise<string> {
  const [email] = await testApp.outbox(to);
  const link = email?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no e-mail with a link to ${to}`);
  return link;
}

/** A new client of the test app signed in as `email` (demo password), with the user's id. */
export async function signInAs(testApp: TestApp, email: string): Promise<{ client: CookieClient; userId: string }> {
  const client = testApp.client();
  const login = await client.login(email);
  if (login.status !== 200) throw new Error(`sign-in as ${email} answered ${login.status}`);
  return { client, userId: (await (await client.get('/api/users/current')).json())._id };
}
