import { randomUUID } from 'node:crypto';
import { contactRequestEmail } from './contact-email-template';
import type { AppDeps } from '../../../app-deps';
import { RATE_LIMITS } from '../../../auth/rate-limit-rules';
import type { ContactPageDto } from '../contract/contact-dto';
import type { ContactFilter, ContactSubmission } from '../contract/contact-schemas';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import { findContactSubmission, insertContactSubmission, listContactSubmissions, markContactSubmissionHandled } from '../repositories/contact-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import { enforceRateLimit } from '../../../auth/rate-limit';

type ContactDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'email' | 'analytics' | 'rateLimiter'>;

/**
 * 'Talk to an Expert': counts the submission against its sender's address (a filled honeypot
 * too), then, unless the honeypot is filled, stores it and queues the practice's e-mail in one
 * transaction, and records an analytics event that names nothing they wrote. A bot that filled
 * the honeypot gets the same answer, and nothing is stored or sent.
 */
export async function submitContact(deps: ContactDeps, request: { submission: ContactSubmission; clientAddress: string; userId: string | undefined }): Promise<void> {
  await enforceRateLimit(deps.rateLimiter, request.clientAddress, RATE_LIMITS.contactPerAddress);
  const { website, ...submission } = request.submission;
  if (website?.trim()) return;
  const now = deps.clock();
  const to = deps.config.contactTo;
  await deps.db.transaction().execute(async (tx) => {
    await insertContactSubmission(tx, { id: newId(now.getTime()), createdAt: now.toISOString(), submission });
    if (to) await deps.email.queue(tx, contactRequestEmail(to, submission, `${deps.config.publicUrl}/admin/contact`));
  });
  if (to) deps.email.flush();
  // A visitor is a fresh random id: the event must not lead back to the stored submission.
  await deps.analytics.track(
    'contact_submitted',
    { reference: submission.reference ?? null, signedIn: request.userId !== undefined },
    request.userId ? { userId: request.userId } : { anonymousId: randomUUID() },
  );
}

/** GET /api/contact: a page of submissions, newest first. */
export async function contactPage(deps: Pick<AppDeps, 'db'>, query: { filter: ContactFilter; before?: string; limit: number }): Promise<ContactPageDto> {
  const page = await listContactSubmissions(deps.db, query);
  const last = page.submissions.at(-1);
  return { submissions: page.submissions, next: page.more && last ? last._id : null };
}

/** Marks a submission handled, audited; marking it again changes nothing and answers it as it is. */
export async function markContactHandled(deps: Pick<AppDeps, 'db' | 'clock'>, admin: UserRecord, id: string) {
  return deps.db.transaction().execute(async (tx) => {
    const at = deps.clock().toISOString();
    const changed = await markContactSubmissionHandled(tx, { id, at, by: admin.id });
    const submission = await findContactSubmission(tx, id);
    if (!submission) throw new AppError('not_found', 'No such contact request.');
    if (changed) await audit({ db: tx, clock: deps.clock }, admin, 'contact_handled', null, { submissionId: id, name: `${submission.firstName} ${submission.lastName}` });
    return submission;
  });
}
