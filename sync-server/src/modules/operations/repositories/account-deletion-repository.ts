import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { adminUserLink } from '../../safety/services/safety-email';

export interface DeletionTarget {
  userId: string;
  email: string;
  /** The pseudonymous id of the user's usage statistics. */
  usageDistinctId: string;
  /** Rate-limit counters named after the account (rule prefix + e-mail, id or phone number). */
  rateLimitKeys: readonly string[];
  /**
   * The address was proved (e-mail verified): only then are the contact requests and e-mails
   * matched by address alone the account's to delete. Anyone can register an unverified account
   * with a stranger's address.
   */
  addressVerified: boolean;
}

export interface DeletedRows {
  /** Rows deleted per table. */
  tables: Record<string, number>;
  /** The contact requests deleted (their names leave the audit log too). */
  contactSubmissionIds: string[];
}

/**
 * Deletes every row about one user, table by table, explicitly (not through ON DELETE CASCADE
 * alone, so a table without a foreign key is not forgotten), children before parents. Run it
 * inside the deletion's transaction. Per table:
 * - users, user_plans, orders, coach_bookings, assessment_answers, assessment_progress,
 *   answer_batches, auth_tokens, user_mfa, mfa_recovery_codes, phone_codes, provider_results,
 *   provider_handoffs: the user's rows. Orders go too: the card provider keeps the payment record
 *   the practice's books need, and the client has the receipt e-mail.
 * - provider_sync_jobs (no foreign key): the user's syncs.
 * - acting_sessions: an admin's live "act as" sessions of the user.
 * - embedded_checkout_sessions: the test checkout's sessions of the user's orders (they name the e-mail).
 * - email_outbox: messages to the user's address or replying to it (a contact e-mail), sent or not,
 *   when the address was verified (else they may be a stranger's, and age out in 30 days); and the
 *   admins' safety check-in e-mails about the user (they name the client and link their id).
 * - safety_flags: the user's check-in flags, open and closed.
 * - session_notes: the counselors' private notes about the user.
 * - contact_submissions: messages sent with the user's address, when it was verified.
 * - analytics_events: the user's pseudonymous events (copies already forwarded are the analytics service's).
 * - rate_limits: counters keyed by the user's e-mail or id.
 * - elevate_sim_*: the embedded provider simulator's copy (demo mode only; a real provider's is its own).
 * Not here: audit_log (anonymised by anonymiseAuditEntriesOf), and the e-mails to a coach about a
 * session, which name the client and are deleted SETTLED_EMAIL_RETENTION_DAYS after sending.
 */
export async function deleteUserRows(db: Kysely<Database>, target: DeletionTarget): Promise<DeletedRows> {
  const tables: Record<string, number> = {};
  const count = (table: string, result: { numDeletedRows: bigint }) => {
    tables[table] = (tables[table] ?? 0) + Number(result.numDeletedRows);
  };
  const { userId, email } = target;
  const lowerEmail = email.toLowerCase();

  const sessionIds = (await db.selectFrom('orders').select('provider_session_id').where('user_id', '=', userId).where('provider_session_id', 'is not', null).execute())
    .map((row) => row.provider_session_id)
    .filter((id): id is string => id !== null);
  if (sessionIds.length) count('embedded_checkout_sessions', await db.deleteFrom('embedded_checkout_sessions').where('id', 'in', sessionIds).executeTakeFirst());

  let contactSubmissionIds: string[] = [];
  if (target.addressVerified) {
    count('email_outbox', await db.deleteFrom('email_outbox').where((eb) => eb.or([eb(sql<string>`lower(to_address)`, '=', lowerEmail), eb(sql<string>`lower(reply_to)`, '=', lowerEmail)])).executeTakeFirst());
    contactSubmissionIds = (await db.selectFrom('contact_submissions').select('id').where(sql<string>`lower(email)`, '=', lowerEmail).execute()).map((row) => row.id);
    if (contactSubmissionIds.length) count('contact_submissions', await db.deleteFrom('contact_submissions').where('id', 'in', contactSubmissionIds).executeTakeFirst());
  }

  // The admins' e-mails that this client needs a check-in: found by the link to the client's page.
  const checkInLink = `%${adminUserLink('', userId).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  count(
    'email_outbox',
    await db.deleteFrom('email_outbox').where('template', '=', 'safety-check-in').where(sql<boolean>`text_body LIKE ${checkInLink} ESCAPE '\\'`).executeTakeFirst(),
  );

  count('analytics_events', await db.deleteFrom('analytics_events').where('distinct_id', '=', target.usageDistinctId).executeTakeFirst());
  if (target.rateLimitKeys.length) count('rate_limits', await db.deleteFrom('rate_limits').where('key', 'in', [...target.rateLimitKeys]).executeTakeFirst());
  // The sign-in counters per account and address or device: `<rule>:<e-mail or id>|<address or device>`.
  for (const account of [target.email, target.userId]) {
    const pattern = `%:${account.replace(/[\\%_]/g, (character) => `\\${character}`)}|%`;
    count('rate_limits', await db.deleteFrom('rate_limits').where(sql<boolean>`key LIKE ${pattern} ESCAPE '\\'`).executeTakeFirst());
  }
  count('provider_sync_jobs', await db.deleteFrom('provider_sync_jobs').where('user_id', '=', userId).executeTakeFirst());
  count('acting_sessions', await db.deleteFrom('acting_sessions').where((eb) => eb.or([eb('admin_id', '=', userId), eb('user_id', '=', userId)])).executeTakeFirst());

  const simUserIds = (await db.selectFrom('elevate_sim_users').select('id').where('external_id', '=', userId).execute()).map((row) => row.id);
  if (simUserIds.length) {
    for (const table of ['elevate_sim_tokens', 'elevate_sim_sessions', 'elevate_sim_assessments'] as const) {
      count(table, await db.deleteFrom(table).where('sim_user_id', 'in', simUserIds).executeTakeFirst());
    }
    count('elevate_sim_users', await db.deleteFrom('elevate_sim_users').where('id', 'in', simUserIds).executeTakeFirst());
  }

  // user_plans before orders: user_plans.order_id refers to an order without ON DELETE.
  for (const table of [
    'user_plans',
    'orders',
    'coach_bookings',
    'assessment_answers',
    'assessment_progress',
    'answer_batches',
    'auth_tokens',
    'mfa_recovery_codes',
    'user_mfa',
    'phone_codes',
    'provider_results',
    'provider_handoffs',
    'career_shortlists',
    'career_shortlist_history',
    'career_idea_marks',
    'safety_flags',
    'session_notes',
  ] as const) {
    count(table, await db.deleteFrom(table).where('user_id', '=', userId).executeTakeFirst());
  }
  count('users', await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst());
  return { tables, contactSubmissionIds };
}
