import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ContentSource } from './modules/public/adapters/content/content-source';
import type { EmailSender } from './adapters/email/email-sender';
import type { PaymentProvider } from './modules/plans/adapters/payments/payment-provider';
import type { ProviderClient } from './modules/provider/adapters/elevate/provider-client';
import type { SchedulingProvider } from './modules/coaching/adapters/scheduling/scheduling-provider';
import type { SmsSender } from './modules/provider/adapters/sms/sms-sender';
import type { ActingTokens } from './auth/acting-token';
import type { DeviceTokens } from './auth/device-token';
import type { PasswordHasher } from './auth/password-hasher';
import type { HashPressure } from './auth/hash-pressure';
import type { ProofOfWork } from './auth/proof-of-work';
import type { MfaKeys } from './auth/mfa-keys';
import type { RateLimiter } from './auth/rate-limiter';
import type { SessionTokens } from './auth/session-token';
import type { Database } from './db/schema';
import type { JobQueue } from './jobs/job-queue';
import type { ServerMetrics } from './metrics/server-metrics';
import type { AppConfig } from './env';
import type { Analytics } from './modules/plans/services/analytics';

/** Everything the app needs from the outside, built once by main.ts (or a test). */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  logger: Logger;
  sessions: SessionTokens;
  /** An admin acting as a user ("login as"): 30-minute tokens beside the admin's session. */
  actingTokens: ActingTokens;
  /** The admins' second factor: TOTP secret encryption and the pending-MFA token. */
  mfaKeys: MfaKeys;
  /** Known-device tokens: a browser that signed in to an account keeps its own sign-in allowance. */
  devices: DeviceTokens;
  email: EmailSender;
  content: ContentSource;
  rateLimiter: RateLimiter;
  clock: () => Date;
  /** Password hashing through a small bounded queue (see auth/password-hasher.ts). */
  passwords: PasswordHasher;
  /** How hard the hash queue is pressed: the proof-of-work level asked of unknown browsers (0: none). */
  hashPressure: HashPressure;
  /** Proof-of-work challenges for sign-ins and sign-ups from unknown browsers under pressure. */
  proofOfWork: ProofOfWork;
  /** How long a refused sign-in is held before it is answered (the tarpit, LOGIN_REFUSAL_DELAY_MS; 0 in API tests). */
  refusalHoldMs: number;
  /** The card provider (Stripe, or the embedded checkout in demo mode); undefined when payments are off. */
  payments: PaymentProvider | undefined;
  /** Verifies payment events on POST /api/payments/webhook (STRIPE_WEBHOOK_SECRET or the generated one). */
  paymentWebhookSecret: string;
  analytics: Analytics;
  /** The MBTI/SII provider (Elevate's API, or the embedded simulator in demo mode); undefined when off. */
  provider: ProviderClient | undefined;
  /** One-time codes by SMS (Twilio, or the embedded outbox). */
  sms: SmsSender;
  /** The coach scheduling widget's provider (Calendly's API); undefined: the built-in scheduler only. */
  scheduling: SchedulingProvider | undefined;
  /** Keys the HMAC of stored one-time codes (derived from the session secret). */
  otpKey: Buffer;
  /** The embedded provider simulator's API key when it serves (demo mode without ELEVATE_API_URL). */
  providerSimulator: { apiKey: string } | undefined;
  /** Wakes the provider sync worker after a job is queued. */
  providerSync: { kick(): void };
  /** Durable background jobs (pg-boss on PostgreSQL, the jobs table on SQLite); `depth()` for metrics. */
  jobs: JobQueue;
  /** Prometheus metrics (METRICS_PORT); undefined: off. */
  metrics?: ServerMetrics;
}
