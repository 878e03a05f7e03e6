import type { AppDeps } from '../../app-deps';
import type { EmailTransport } from './email-transport';
import { DEFAULT_SMTP_TIMEOUT_MS } from './smtp-email-transport';
import type { ClaimedEmail } from './email-queue-repository';
import { claimDueEmail, failExhaustedEmails, markEmailFailed, markEmailSent, scheduleEmailRetry } from './email-queue-repository';

export interface EmailDeliveryOptions {
  /** Attempts per message before it is marked failed (EMAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /** How long a claim holds a message; longer than any delivery can take (the SMTP timeout). */
  leaseMs: number;
  /** The longest the worker sleeps without looking for due messages (kicks wake it sooner). */
  pollIntervalMs: number;
  /** Messages delivered per pass before the worker looks again. */
  batchSize: number;
}

/** 30 s doubling to 1 hour; with 8 attempts a message is given up about an hour after it was stored. */
export const DEFAULT_EMAIL_DELIVERY: EmailDeliveryOptions = {
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 3_600_000,
  leaseMs: 4 * DEFAULT_SMTP_TIMEOUT_MS,
  pollIntervalMs: 60_000,
  batchSize: 20,
};

export type EmailDeliveryDeps = Pick<AppDeps, 'db' | 'clock' | 'logger'> & { transport: EmailTransport };

export interface DeliveryCounts {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/** The wait before attempt `attempt + 1`: retryBaseMs doubling, capped at retryMaxMs. */
export function retryDelayMs(attempt: number, options: Pick<EmailDeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * What the log and the table keep of a failure: the error code and the SMTP reply code. Never the
 * message, which can quote the recipient's address.
 */
export function describeDeliveryError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,31}$/.test(code) ? code : 'ERROR'];
  if (typeof responseCode === 'number' && Number.isInteger(responseCode)) parts.push(String(responseCode));
  return parts.join(' ');
}

/** An SMTP 5xx reply (unknown mailbox, refused content): trying again would not help. */
function isPermanent(error: unknown): boolean {
  return (error as { permanent?: unknown } | undefined)?.permanent === true;
}

async function deliverClaimed(deps: EmailDeliveryDeps, options: EmailDeliveryOptions, email: ClaimedEmail): Promise<'sent' | 'retried' | 'failed'> {
  const context = { emailId: email.id, template: email.template, attempt: email.attempt };
  try {
    await deps.transport.deliver({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: email.attachments,
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    });
  } catch (error) {
    const summary = describeDeliveryError(error);
    if (isPermanent(error) || email.attempt >= options.maxAttempts) {
      await markEmailFailed(deps.db, { id: email.id, leaseToken: email.leaseToken, error: summary });
      deps.logger.error({ ...context, error: summary }, 'e-mail delivery failed; giving up');
      return 'failed';
    }
    const retryAt = new Date(deps.clock().getTime() + retryDelayMs(email.attempt, options)).toISOString();
    await scheduleEmailRetry(deps.db, { id: email.id, leaseToken: email.leaseToken, nextAttemptAt: retryAt, error: summary });
    deps.logger.warn({ ...context, error: summary, retryAt }, 'e-mail delivery failed; will retry');
    return 'retried';
  }
  // The embedded outbox keeps the bodies for its page; once sent elsewhere their links have no use here.
  const recorded = await markEmailSent(deps.db, { id: email.id, leaseToken: email.leaseToken, now: deps.clock().toISOString(), dropBody: deps.transport.kind !== 'outbox' });
  if (recorded) deps.logger.info({ ...context, transport: deps.transport.kind }, 'e-mail delivered');
  else deps.logger.warn({ ...context, transport: deps.transport.kind }, 'e-mail delivered after its claim ran out');
  return 'sent';
}

/**
 * One pass of the delivery worker: gives up messages out of attempts, then claims due messages
 * one at a time (each under its own lease, taken just before sending) and delivers them.
 */
export async function deliverDueEmails(deps: EmailDeliveryDeps, options: EmailDeliveryOptions): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { claimed: 0, sent: 0, retried: 0, failed: 0 };
  for (const email of await failExhaustedEmails(deps.db, { now: deps.clock().toISOString(), maxAttempts: options.maxAttempts })) {
    counts.failed += 1;
    deps.logger.error({ emailId: email.id, template: email.template, error: 'attempts used up' }, 'e-mail delivery failed; giving up');
  }
  while (counts.claimed < options.batchSize) {
    const now = deps.clock().getTime();
    const email = await claimDueEmail(deps.db, {
      now: new Date(now).toISOString(),
      leaseUntil: new Date(now + options.leaseMs).toISOString(),
      maxAttempts: options.maxAttempts,
    });
    if (!email) break;
    counts.claimed += 1;
    counts[await deliverClaimed(deps, options, email)] += 1;
  }
  return counts;
}
