import type { AppDeps } from '../../../app-deps';
import { CONTACT_RETENTION_DAYS, SETTLED_EMAIL_RETENTION_DAYS } from '../contract/retention-periods';
import { deleteAnalyticsEventsReceivedBefore } from '../../plans/services/analytics-event-store';
import { deleteBatchesCreatedBefore } from '../../answers/services/answer-batch-store';
import { deleteContactSubmissionsReceivedBefore } from '../../public/services/contact-store';
import { deleteTokensExpiredBefore } from '../../accounts/services/auth-token-store';
import { deleteSettledEmailsCreatedBefore } from '../../../adapters/email/email-queue-repository';
import { deleteEmbeddedSessionsCreatedBefore } from '../../plans/services/embedded-checkout-store';
import { expireStaleOrders } from '../../plans/services/order-store';
import { deleteRateLimitsExpiredBefore } from '../../../auth/rate-limit-repository';
import { deleteExpiredSimGrants } from '../../provider/services/simulator-store';
import { deletePhoneCodesExpiredBefore } from '../../provider/services/phone-code-store';
import { deleteSyncJobsFinishedBefore } from '../../provider/services/provider-sync-job-store';
import { eraseInactiveClients } from './client-retention';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Expired e-mail tokens are kept this long after expiry, so an old link still says 'expired'
 * (with a way to get a new one) rather than 'invalid'.
 */
export const EXPIRED_TOKEN_GRACE_DAYS = 90;
// Sent and failed e-mails are kept SETTLED_EMAIL_RETENTION_DAYS: a contract constant, as the privacy notice states it.
export { SETTLED_EMAIL_RETENTION_DAYS };
/** The embedded (demo) checkout's sessions are kept this long; their orders stay. */
export const EMBEDDED_SESSION_RETENTION_DAYS = 30;
/** Finished provider syncs (their reports) are kept this long; the admins' table shows the newest. */
export const SYNC_JOB_RETENTION_DAYS = 180;
/** How often the server prunes while it runs. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface PruneCounts {
  answerBatches: number;
  authTokens: number;
  rateLimits: number;
  emails: number;
  /** Pending orders whose checkout ran out: marked expired, not deleted (they are order history). */
  expiredOrders: number;
  embeddedCheckoutSessions: number;
  analyticsEvents: number;
  /** Phone codes a day past expiry, the provider simulator's spent tokens and sessions, old syncs. */
  providerRecords: number;
  /** Contact requests received over CONTACT_RETENTION_DAYS ago. */
  contactSubmissions: number;
}

type RetentionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Deletes what the server no longer needs: answer-batch idempotency records older than
 * ANSWER_BATCH_RETENTION_DAYS (a device offline longer than that re-sends as new, which is
 * harmless), e-mail tokens long expired, rate-limit counters whose window has ended, and e-mails
 * sent or given up more than SETTLED_EMAIL_RETENTION_DAYS ago, and the embedded checkout's old
 * sessions, and analytics events older than ANALYTICS_RETENTION_DAYS, phone codes (with the number
 * they went to) a day past expiry, the provider simulator's spent tokens and sessions, and provider
 * syncs finished over SYNC_JOB_RETENTION_DAYS ago, and contact requests received over
 * CONTACT_RETENTION_DAYS ago. It also marks pending orders whose checkout time
 * ran out as expired.
 */
export async function pruneOldRecords(deps: RetentionDeps): Promise<PruneCounts> {
  const now = deps.clock().getTime();
  const batchCutoff = new Date(now - deps.config.answerBatchRetentionDays * DAY_MS).toISOString();
  const tokenCutoff = new Date(now - EXPIRED_TOKEN_GRACE_DAYS * DAY_MS).toISOString();
  const answerBatches = await deleteBatchesCreatedBefore(deps.db, batchCutoff);
  const authTokens = await deleteTokensExpiredBefore(deps.db, tokenCutoff);
  const rateLimits = await deleteRateLimitsExpiredBefore(deps.db, now);
  const emails = await deleteSettledEmailsCreatedBefore(deps.db, new Date(now - SETTLED_EMAIL_RETENTION_DAYS * DAY_MS).toISOString());
  const expiredOrders = await expireStaleOrders(deps.db, new Date(now).toISOString());
  const embeddedCheckoutSessions = await deleteEmbeddedSessionsCreatedBefore(deps.db, new Date(now - EMBEDDED_SESSION_RETENTION_DAYS * DAY_MS).toISOString());
  const analyticsEvents = await deleteAnalyticsEventsReceivedBefore(deps.db, new Date(now - deps.config.analyticsRetentionDays * DAY_MS).toISOString());
  const providerRecords =
    (await deletePhoneCodesExpiredBefore(deps.db, new Date(now - DAY_MS).toISOString())) +
    (await deleteExpiredSimGrants(deps.db, new Date(now).toISOString())) +
    (await deleteSyncJobsFinishedBefore(deps.db, new Date(now - SYNC_JOB_RETENTION_DAYS * DAY_MS).toISOString()));
  const contactSubmissions = await deleteContactSubmissionsReceivedBefore(deps.db, new Date(now - CONTACT_RETENTION_DAYS * DAY_MS).toISOString());
  return { answerBatches, authTokens, rateLimits, emails, expiredOrders, embeddedCheckoutSessions, analyticsEvents, providerRecords, contactSubmissions };
}

/**
 * Prunes now and then every `intervalMs` while the server runs, then erases the assessment data of
 * clients inactive for RETENTION_YEARS (see client-retention.ts); a failure is logged and tried
 * again next time. Returns a stop function that waits for a pass under way (the timer never keeps
 * the process alive).
 */
export function startDataRetention(deps: RetentionDeps & Pick<AppDeps, 'logger'>, intervalMs = RETENTION_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= pruneOldRecords(deps)
      .then((counts) => {
        if (Object.values(counts).some(Boolean)) deps.logger.info(counts, 'old records pruned');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'pruning old records failed; will try again'))
      // The consent's retention: inactive clients' assessment data (counts only in the log).
      .then(() => eraseInactiveClients(deps))
      .then((erased) => {
        if (erased.clients) deps.logger.info(erased, 'assessment data of inactive clients erased');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'erasing inactive clients failed; will try again'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
