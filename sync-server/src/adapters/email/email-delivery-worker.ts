import type { JobQueue } from '../../jobs/job-queue';
import { driveTableWithJobs } from '../../jobs/job-driven-passes';
import { nextEmailDueAt } from './email-queue-repository';
import type { BackgroundWorker } from '../../jobs/background-worker';
import { sleepUntil } from '../../jobs/background-worker';
import type { EmailDeliveryDeps, EmailDeliveryOptions } from './email-delivery';
import { deliverDueEmails } from './email-delivery';

export type EmailDeliveryWorker = BackgroundWorker;

/** The job that runs delivery passes over the outbox. */
export const EMAIL_DELIVERY_JOB = 'email-delivery';

/**
 * Delivers the outbox through the job queue: a pass at start (messages left by an earlier run),
 * after every kick (a message stored), when the next retry falls due, and at least every
 * `pollIntervalMs` across all processes (which also picks up claims of a crashed process once
 * their lease ran out). The outbox rows stay the record: each message is claimed under its own lease.
 */
export function startEmailDelivery(deps: EmailDeliveryDeps, options: EmailDeliveryOptions, jobs: JobQueue): Promise<EmailDeliveryWorker> {
  return driveTableWithJobs(jobs, {
    name: EMAIL_DELIVERY_JOB,
    logger: deps.logger,
    everySeconds: Math.max(1, Math.round(options.pollIntervalMs / 1000)),
    async pass() {
      const counts = await deliverDueEmails(deps, options);
      if (counts.claimed >= options.batchSize) return 0;
      return sleepUntil(await nextEmailDueAt(deps.db), deps.clock(), options.pollIntervalMs);
    },
  });
}
