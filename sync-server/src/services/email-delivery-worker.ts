import { nextEmailDueAt } from '../repositories/email-queue-repository';
import type { BackgroundWorker } from './background-worker';
import { sleepUntil, startBackgroundWorker } from './background-worker';
import type { EmailDeliveryDeps, EmailDeliveryOptions } from './email-delivery';
import { deliverDueEmails } from './email-delivery';

export type EmailDeliveryWorker = BackgroundWorker;

/**
 * Delivers the outbox in the background: a pass at start (messages left by an earlier run), after
 * every kick, and when the next retry falls due (at most `pollIntervalMs` apart, which also picks up
 * claims of a crashed process once their lease ran out).
 */
export function startEmailDelivery(deps: EmailDeliveryDeps, options: EmailDeliveryOptions): EmailDeliveryWorker {
  return startBackgroundWorker({
    what: 'e-mail delivery',
    logger: deps.logger,
    retryMs: options.pollIntervalMs,
    async pass() {
      const counts = await deliverDueEmails(deps, options);
      if (counts.claimed >= options.batchSize) return 0;
      return sleepUntil(await nextEmailDueAt(deps.db), deps.clock(), options.pollIntervalMs);
    },
  });
}
