import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ContentSource } from './adapters/content/content-source';
import type { EmailSender } from './adapters/email/email-sender';
import type { ScryptParams } from './auth/password-hash';
import type { RateLimiter } from './auth/rate-limiter';
import type { SessionTokens } from './auth/session-token';
import type { Database } from './db/schema';
import type { AppConfig } from './env';

/** Everything the app needs from the outside, built once by main.ts (or a test). */
export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  logger: Logger;
  sessions: SessionTokens;
  email: EmailSender;
  content: ContentSource;
  rateLimiter: RateLimiter;
  clock: () => Date;
  passwordParams: ScryptParams;
}
