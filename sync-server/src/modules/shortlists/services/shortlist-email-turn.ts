import type { Kysely } from 'kysely';
import type { EmailMessage, EmailSender } from '../../../adapters/email/email-sender';
import type { Database } from '../../../db/schema';
import { findShortlistEmailTurn, setShortlistEmailTurn } from '../repositories/shortlist-email-turn-repository';

/** A client gets at most one shortlist e-mail in this time (issue 44, "Bounded growth"). */
export const SHORTLIST_EMAIL_GAP_MS = 10 * 60_000;

/**
 * Queues the e-mail about a share, at most one every SHORTLIST_EMAIL_GAP_MS per client, naming the
 * latest list. Inside the share's transaction, after the list is stored, with the client's row
 * locked (so shares to one client take turns):
 * - the last one has not gone out yet (it waits for its time, or for the delivery worker): this one
 *   takes its place and its time, so what goes out names the latest list;
 * - the last one went out (or its delivery has begun) less than 10 minutes ago: this one waits in
 *   the outbox until 10 minutes after it;
 * - none in the last 10 minutes: this one goes now.
 * A waiting e-mail is an outbox row due later: the delivery worker's regular pass sends it when it
 * falls due, so nothing in the request waits or sets a timer.
 */
export async function queueShortlistEmail(db: Kysely<Database>, email: EmailSender, userId: string, message: EmailMessage, now: Date): Promise<void> {
  const last = await findShortlistEmailTurn(db, userId);
  if (last && (await email.withdraw(db, last.emailId))) {
    const emailId = await email.queue(db, message, { notBefore: new Date(last.dueAt) });
    await setShortlistEmailTurn(db, userId, { dueAt: last.dueAt, emailId });
    return;
  }
  const due = new Date(Math.max(now.getTime(), last ? Date.parse(last.dueAt) + SHORTLIST_EMAIL_GAP_MS : 0));
  const emailId = await email.queue(db, message, { notBefore: due });
  await setShortlistEmailTurn(db, userId, { dueAt: due.toISOString(), emailId });
}
