import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PRACTICE_NAME } from './contract/practice-dto';

/**
 * The only reader of process.env. Every setting has a working default so `npm start` needs no
 * configuration; a wrong value stops start-up with a message naming the setting.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * TRUST_PROXY: `false`, the number of proxies in front of the server (`1`), or their addresses
 * and ranges (`loopback`, `10.0.0.0/8`, comma-separated). `true` is refused: trusting every hop
 * lets a caller choose its own address by sending X-Forwarded-For.
 */
const trustProxySetting = z
  .string()
  .trim()
  .refine((value) => value !== 'true' && value !== 'yes', 'give the number of proxies in front of the server (e.g. 1) or their addresses, not true')
  .transform((value): TrustProxy => {
    if (value === 'false' || value === 'no' || value === '0') return false;
    if (/^\d{1,2}$/.test(value)) return { hops: Number(value) };
    return { addresses: value.split(',').map((entry) => entry.trim()).filter(Boolean) };
  })
  .refine((value) => value === false || !('addresses' in value) || value.addresses.every(isProxyAddress), 'must be false, a number of proxies, or IP addresses / CIDR ranges / loopback, linklocal, uniquelocal');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 14),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  CONTACT_TO: z.email('must be an e-mail address').max(254).optional(),
  PRACTICE_NAME: z.string().trim().min(1).max(100).regex(/^[^\p{Cc}<>"]+$/u, 'must be 1 to 100 characters without control characters, <, > or "').default(DEFAULT_PRACTICE_NAME),
  SUPPORT_EMAIL: z.email('must be an e-mail address').max(254).optional(),
  DEMO_MODE: booleanString.optional(),
  ADMIN_MFA_REQUIRED: booleanString.optional(),
  SIGN_IN_PROOF: z.enum(['pressure', 'always'], { error: 'SIGN_IN_PROOF must be pressure or always' }).optional(),
  ANSWER_BATCH_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(395),
  RETENTION_YEARS: z.coerce.number().int().min(1).max(50).default(3),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  STATIC_DIR: z.string().min(1).default('./pwa/dist'),
  CONTENT_DIR: z.string().min(1).optional(),
  CONTENTFUL_SPACE_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _').optional(),
  CONTENTFUL_ACCESS_TOKEN: z.string().regex(/^[\x21-\x7e]{1,500}$/, 'must be 1 to 500 printable characters without spaces').optional(),
  CONTENTFUL_ENVIRONMENT: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1 to 64 letters, digits, ., - or _').default('master'),
  CONTENTFUL_GRAPHQL_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,200}$/, 'must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=_-]{8,200}$/, "must be the webhook endpoint's signing secret (whsec_...)").optional(),
  POSTHOG_KEY: z.string().regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 printable characters without spaces').optional(),
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).default('https://us.i.posthog.com'),
  ELEVATE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  ELEVATE_LOGIN_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  ELEVATE_API_KEY: z.string().regex(/^[\x21-\x7e]{8,500}$/, 'must be 8 to 500 printable characters without spaces').optional(),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)').optional(),
  TWILIO_AUTH_TOKEN: z.string().regex(/^[\x21-\x7e]{8,200}$/, 'must be 8 to 200 printable characters without spaces').optional(),
  TWILIO_FROM_NUMBER: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form (+15551234567)').optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  CALENDLY_API_TOKEN: z.string().regex(/^[\x21-\x7e]{8,4000}$/, 'must be 8 to 4000 printable characters without spaces').optional(),
  CALENDLY_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  CALENDLY_WIDGET_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
});

/**
 * The MBTI/SII provider ("Elevate"): its API when configured; otherwise, in demo mode only, the
 * embedded simulator served by this server; otherwise off (the Myers-Briggs hand-off answers 503).
 */
export type ProviderConfig = { kind: 'elevate'; apiUrl: string; apiKey: string; loginOrigin: string } | { kind: 'simulator' } | { kind: 'off' };

/** One-time codes by SMS: Twilio's Messages API when configured, else the embedded outbox. */
export type SmsConfig = { kind: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string } | { kind: 'outbox' };

/**
 * Coach scheduling: a Calendly-style widget confirmed through Calendly's API when CALENDLY_API_TOKEN
 * is set (apiUrl without a trailing slash, widgetOrigin an origin); otherwise the built-in scheduler.
 */
export type SchedulingConfig = { kind: 'calendly'; apiToken: string; apiUrl: string; widgetOrigin: string } | { kind: 'built-in' };

export const DEFAULT_CALENDLY_API_URL = 'https://api.calendly.com';
export const DEFAULT_CALENDLY_WIDGET_ORIGIN = 'https://calendly.com';

/** The headless CMS (Contentful-style GraphQL) that serves the content, when configured. */
export interface ContentfulConfig {
  spaceId: string;
  accessToken: string;
  environment: string;
  /** The GraphQL API's base URL, without the /content/v1/... path. */
  graphqlUrl: string;
}

/**
 * Card payments: Stripe when its keys are set; otherwise, in demo mode only, the embedded
 * hosted-checkout page (test cards, no money); otherwise off (checkout answers 503), so a real
 * deployment never sells plans for a test card.
 */
export type PaymentsConfig =
  | { kind: 'stripe'; secretKey: string; webhookSecret: string }
  | { kind: 'embedded'; webhookSecret: string | undefined }
  | { kind: 'off' };

/** Where analytics events go besides the events table: PostHog's capture API when configured. */
export interface AnalyticsConfig {
  posthog: { key: string; host: string } | undefined;
}

/** The practice's address for contact e-mails in demo mode without CONTACT_TO (read them at /dev/outbox). */
export const DEMO_CONTACT_TO = 'contact@demo.example';

/** The support address shown in demo mode without SUPPORT_EMAIL: plainly not a real person's. */
export const DEMO_SUPPORT_EMAIL = 'support@demo.example';

/** Who runs this installation: shown in the consent text, the footer and e-mails. */
export interface PracticeConfig {
  /** PRACTICE_NAME */
  name: string;
  /** SUPPORT_EMAIL; in demo mode by default DEMO_SUPPORT_EMAIL; otherwise null (the app offers the contact form). */
  supportEmail: string | null;
}

export const DEFAULT_CONTENTFUL_GRAPHQL_URL = 'https://graphql.contentful.com';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Server processes to run on this machine (WORKERS; PostgreSQL only, see cluster-primary.ts). */
  workers: number;
  dataDir: string;
  /** A SQLite file path or a postgres:// URL. */
  databaseUrl: string;
  publicUrl: string;
  sessionSecret: string | undefined;
  sessionTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Delivery attempts per e-mail (30 s doubling to 1 h between them) before it is marked failed. */
  emailMaxAttempts: number;
  /**
   * Where the contact form's e-mails go (CONTACT_TO); in demo mode by default an address of the
   * embedded outbox. Undefined: submissions are only stored, for the admin page.
   */
  contactTo: string | undefined;
  practice: PracticeConfig;
  /**
   * Demo accounts and the embedded outbox page. On by default only when the service's address and
   * the address it listens on are both loopback (the README's embedded defaults); any other
   * PUBLIC_URL or HOST turns it off unless DEMO_MODE=true says otherwise.
   */
  demoMode: boolean;
  /** DEMO_MODE=true set explicitly on a non-loopback PUBLIC_URL or HOST: start-up warns. */
  demoModeOnPublicAddress: boolean;
  /** Admins must sign in with a TOTP second factor (ADMIN_MFA_REQUIRED; default: on unless in demo mode). */
  adminMfaRequired: boolean;
  /**
   * When unknown browsers prove work before a sign-in or sign-up (SIGN_IN_PROOF): `pressure` (the
   * default) while password checks queue, `always` at every one (during a known attack).
   */
  signInProof: 'pressure' | 'always';
  /** Days an answer batch's idempotency record is kept (replays within it get the stored response). */
  answerBatchRetentionDays: number;
  /** Days analytics events are kept in the events table. */
  analyticsRetentionDays: number;
  /** Years a client's answers and results are kept after their last activity (the consent's promise), then erased. */
  retentionYears: number;
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** LOG_FORMAT: readable lines (pino-pretty) or JSON; by default pretty when stdout is a terminal. */
  logFormat: LogFormat;
  /** How long a shutdown may take (SHUTDOWN_TIMEOUT_SECONDS) before the process gives up and exits non-zero. */
  shutdownTimeoutMs: number;
  /** The Prometheus metrics listener (METRICS_PORT, METRICS_HOST); undefined: no metrics. */
  metrics: MetricsConfig | undefined;
  staticDir: string;
  /** The folder of content files (CONTENT_DIR); undefined: the repository's sync-server/content/. */
  contentDir: string | undefined;
  /** Set when both CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are; otherwise the content files serve. */
  contentful: ContentfulConfig | undefined;
  payments: PaymentsConfig;
  analytics: AnalyticsConfig;
  provider: ProviderConfig;
  sms: SmsConfig;
  scheduling: SchedulingConfig;
}

export type LogFormat = 'json' | 'pretty';

/** Where GET /metrics is served: its own port, on loopback unless METRICS_HOST says otherwise. */
export interface MetricsConfig {
  host: string;
  port: number;
}

/** What parseEnv reads besides the settings (injectable so tests choose it). */
export interface EnvRuntime {
  /** stdout is a terminal: LOG_FORMAT defaults to pretty. */
  stdoutIsTty?: boolean;
}

/** Which hops of X-Forwarded-For are our own proxies (see TRUST_PROXY). */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length || !address || isIP(address) === 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
}

/** True for a loopback host name or address (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

type ParsedEnv = z.infer<typeof envSchema>;

/** The CMS settings: both the space id and the token, or neither (then the embedded content serves). */
function contentfulConfig(env: ParsedEnv): ContentfulConfig | undefined {
  const spaceId = env.CONTENTFUL_SPACE_ID;
  const accessToken = env.CONTENTFUL_ACCESS_TOKEN;
  if (!spaceId && !accessToken) return undefined;
  if (!spaceId) throw new EnvError('Invalid environment settings:\n  CONTENTFUL_SPACE_ID: is required when CONTENTFUL_ACCESS_TOKEN is set');
  if (!accessToken) throw new EnvError('Invalid environment settings:\n  CONTENTFUL_ACCESS_TOKEN: is required when CONTENTFUL_SPACE_ID is set');
  return {
    spaceId,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT,
    graphqlUrl: (env.CONTENTFUL_GRAPHQL_URL ?? DEFAULT_CONTENTFUL_GRAPHQL_URL).replace(/\/+$/, ''),
  };
}

/**
 * MAIL_FROM when unset: the practice's name, and no-reply at the service's own host name (a name
 * with a dot, not an IP address); on a loopback or IP address a placeholder domain, as only the
 * embedded outbox shows it there.
 */
function defaultMailFrom(practiceName: string, hostname: string): string {
  const ownDomain = hostname.includes('.') && isIP(hostname.replace(/^\[|\]$/g, '')) === 0 && !isLoopbackHost(hostname);
  return `"${practiceName}" <no-reply@${ownDomain ? hostname : 'career-assessment.example'}>`;
}

function paymentsConfig(env: ParsedEnv, demoMode: boolean): PaymentsConfig {
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) throw new EnvError('Invalid environment settings:\n  STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
    return { kind: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  }
  return demoMode ? { kind: 'embedded', webhookSecret: env.STRIPE_WEBHOOK_SECRET } : { kind: 'off' };
}

function providerConfig(env: ParsedEnv, demoMode: boolean): ProviderConfig {
  if (env.ELEVATE_API_URL || env.ELEVATE_API_KEY) {
    if (!env.ELEVATE_API_URL) throw new EnvError('Invalid environment settings:\n  ELEVATE_API_URL: is required when ELEVATE_API_KEY is set');
    if (!env.ELEVATE_API_KEY) throw new EnvError('Invalid environment settings:\n  ELEVATE_API_KEY: is required when ELEVATE_API_URL is set');
    const loginOrigin = new URL(env.ELEVATE_LOGIN_ORIGIN ?? env.ELEVATE_API_URL).origin;
    return { kind: 'elevate', apiUrl: env.ELEVATE_API_URL.replace(/\/+$/, ''), apiKey: env.ELEVATE_API_KEY, loginOrigin };
  }
  return demoMode ? { kind: 'simulator' } : { kind: 'off' };
}

function smsConfig(env: ParsedEnv): SmsConfig {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM_NUMBER: from } = env;
  if (!accountSid && !authToken && !from) return { kind: 'outbox' };
  const missing = [['TWILIO_ACCOUNT_SID', accountSid], ['TWILIO_AUTH_TOKEN', authToken], ['TWILIO_FROM_NUMBER', from]].filter(([, value]) => !value);
  if (missing.length || !accountSid || !authToken || !from) {
    throw new EnvError(`Invalid environment settings:\n${missing.map(([name]) => `  ${name}: is required when any TWILIO_ setting is set`).join('\n')}`);
  }
  return { kind: 'twilio', accountSid, authToken, from, apiUrl: env.TWILIO_API_URL.replace(/\/+$/, '') };
}

function schedulingConfig(env: ParsedEnv): SchedulingConfig {
  const { CALENDLY_API_TOKEN: apiToken, CALENDLY_API_URL: apiUrl, CALENDLY_WIDGET_ORIGIN: widgetOrigin } = env;
  if (!apiToken) {
    const stray = [['CALENDLY_API_URL', apiUrl], ['CALENDLY_WIDGET_ORIGIN', widgetOrigin]].filter(([, value]) => value).map(([name]) => name);
    if (stray.length) throw new EnvError(`Invalid environment settings:\n  CALENDLY_API_TOKEN: is required when ${stray.join(' or ')} is set`);
    return { kind: 'built-in' };
  }
  return {
    kind: 'calendly',
    apiToken,
    apiUrl: (apiUrl ?? DEFAULT_CALENDLY_API_URL).replace(/\/+$/, ''),
    widgetOrigin: new URL(widgetOrigin ?? DEFAULT_CALENDLY_WIDGET_ORIGIN).origin,
  };
}

function metricsConfig(env: ParsedEnv): MetricsConfig | undefined {
  if (env.METRICS_PORT === undefined) {
    if (env.METRICS_HOST) throw new EnvError('Invalid environment settings:\n  METRICS_PORT: is required when METRICS_HOST is set');
    return undefined;
  }
  if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) throw new EnvError('Invalid environment settings:\n  METRICS_PORT: must differ from PORT');
  return { host: env.METRICS_HOST ?? '127.0.0.1', port: env.METRICS_PORT };
}

export function parseEnv(source: Record<string, string | undefined>, runtime: EnvRuntime = {}): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment settings:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const contentful = contentfulConfig(env);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`).replace(/\/+$/, '');
  // Both must be loopback: a loopback PUBLIC_URL does not make a server listening on the network
  // (HOST=0.0.0.0, a LAN address) safe for the published demo passwords.
  const loopback = isLoopbackHost(new URL(publicUrl).hostname) && isLoopbackHost(env.HOST);
  const demoMode = env.DEMO_MODE ?? loopback;
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    workers: env.WORKERS,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'career.sqlite'),
    publicUrl,
    sessionSecret: env.SESSION_SECRET,
    sessionTtlSeconds: env.SESSION_TTL_HOURS * 3600,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? defaultMailFrom(env.PRACTICE_NAME, new URL(publicUrl).hostname),
    emailMaxAttempts: env.EMAIL_MAX_ATTEMPTS,
    contactTo: env.CONTACT_TO ?? (demoMode ? DEMO_CONTACT_TO : undefined),
    practice: { name: env.PRACTICE_NAME, supportEmail: env.SUPPORT_EMAIL ?? (demoMode ? DEMO_SUPPORT_EMAIL : null) },
    demoMode,
    demoModeOnPublicAddress: demoMode && !loopback,
    adminMfaRequired: env.ADMIN_MFA_REQUIRED ?? !demoMode,
    signInProof: env.SIGN_IN_PROOF ?? 'pressure',
    answerBatchRetentionDays: env.ANSWER_BATCH_RETENTION_DAYS,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    retentionYears: env.RETENTION_YEARS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (runtime.stdoutIsTty ? 'pretty' : 'json'),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    metrics: metricsConfig(env),
    staticDir: path.resolve(env.STATIC_DIR),
    contentDir: env.CONTENT_DIR === undefined ? undefined : path.resolve(env.CONTENT_DIR),
    contentful,
    payments: paymentsConfig(env, demoMode),
    analytics: { posthog: env.POSTHOG_KEY ? { key: env.POSTHOG_KEY, host: env.POSTHOG_HOST.replace(/\/+$/, '') } : undefined },
    provider: providerConfig(env, demoMode),
    sms: smsConfig(env),
    scheduling: schedulingConfig(env),
  };
}

/** Reads the process environment once, at start-up. */
export function loadEnv(): AppConfig {
  return parseEnv(process.env, { stdoutIsTty: process.stdout.isTTY === true });
}

/** Tests only: a PostgreSQL server URL for the dual-dialect tests (TEST_DATABASE_URL). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The environment for a tool this process runs (pg_dump): this process's own, plus `extra`. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
