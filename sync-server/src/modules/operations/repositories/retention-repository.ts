import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * The consent is the record that the client agreed (and users.consent depends on it): it is kept
 * when the answers and results of the other assessments are erased for inactivity.
 */
export const KEPT_ASSESSMENT_ID = 'consent';

/** A client whose assessment data is due for erasure, and when they were last active. */
export interface InactiveClient {
  id: string;
  lastActivityAt: string;
}

/** What erasing one or more clients' assessment data removed. */
export interface ErasedCounts {
  answers: number;
  progress: number;
  answerBatches: number;
  providerResults: number;
  providerHandoffs: number;
}

type UsersScope = ExpressionBuilder<Database, 'users'>;

/** Rows of the client's that count as activity: none of them may be on or after the cutoff. */
function activeSince(eb: UsersScope, cutoff: string) {
  return eb.or([
    eb('users.created_at', '>=', cutoff),
    eb('users.updated_at', '>=', cutoff),
    // Never NULL inside the NOT: a client who never signed in since it was recorded would drop out.
    eb.and([eb('users.last_active_at', 'is not', null), eb('users.last_active_at', '>=', cutoff)]),
    eb.exists(eb.selectFrom('assessment_answers as a').select('a.user_id').whereRef('a.user_id', '=', 'users.id').where('a.updated_at', '>=', cutoff)),
    eb.exists(eb.selectFrom('assessment_progress as p').select('p.user_id').whereRef('p.user_id', '=', 'users.id').where('p.updated_at', '>=', cutoff)),
    eb.exists(eb.selectFrom('orders as o').select('o.user_id').whereRef('o.user_id', '=', 'users.id').where('o.updated_at', '>=', cutoff)),
    eb.exists(eb.selectFrom('coach_bookings as b').select('b.user_id').whereRef('b.user_id', '=', 'users.id').where('b.updated_at', '>=', cutoff)),
    eb.exists(eb.selectFrom('provider_results as r').select('r.user_id').whereRef('r.user_id', '=', 'users.id').where('r.synced_at', '>=', cutoff)),
    eb.exists(eb.selectFrom('provider_handoffs as h').select('h.user_id').whereRef('h.user_id', '=', 'users.id').where('h.last_handoff_at', '>=', cutoff)),
  ]);
}

/** The client still holds answers, results or provider results the erasure would remove. */
function holdsAssessmentData(eb: UsersScope) {
  return eb.or([
    eb.exists(eb.selectFrom('assessment_answers as a').select('a.user_id').whereRef('a.user_id', '=', 'users.id').where('a.assessment_id', '!=', KEPT_ASSESSMENT_ID)),
    eb.exists(eb.selectFrom('assessment_progress as p').select('p.user_id').whereRef('p.user_id', '=', 'users.id').where('p.assessment_id', '!=', KEPT_ASSESSMENT_ID)),
    eb.exists(eb.selectFrom('provider_results as r').select('r.user_id').whereRef('r.user_id', '=', 'users.id')),
    eb.exists(eb.selectFrom('provider_handoffs as h').select('h.user_id').whereRef('h.user_id', '=', 'users.id')),
  ]);
}

/**
 * Clients (never admins) with assessment data whose last activity is before `cutoff`: their
 * sign-up, last sign-in, account change (verification, consent, password, logout), answer,
 * progress, order, booking, provider result or hand-off. Oldest activity first. `onlyId` narrows
 * the check to one client (the erasure checks again inside its transaction).
 */
export async function listInactiveClients(db: Kysely<Database>, cutoff: string, onlyId?: string): Promise<InactiveClient[]> {
  let query = db
    .selectFrom('users')
    .where('users.is_admin', '=', 0)
    .where((eb) => eb.not(activeSince(eb, cutoff)))
    .where(holdsAssessmentData)
    .select((eb) => [
      'users.id',
      'users.created_at',
      'users.updated_at',
      'users.last_active_at',
      eb.selectFrom('assessment_answers as a').select((e) => e.fn.max('a.updated_at').as('at')).whereRef('a.user_id', '=', 'users.id').as('answers_at'),
      eb.selectFrom('assessment_progress as p').select((e) => e.fn.max('p.updated_at').as('at')).whereRef('p.user_id', '=', 'users.id').as('progress_at'),
      eb.selectFrom('orders as o').select((e) => e.fn.max('o.updated_at').as('at')).whereRef('o.user_id', '=', 'users.id').as('orders_at'),
      eb.selectFrom('coach_bookings as b').select((e) => e.fn.max('b.updated_at').as('at')).whereRef('b.user_id', '=', 'users.id').as('bookings_at'),
      eb.selectFrom('provider_results as r').select((e) => e.fn.max('r.synced_at').as('at')).whereRef('r.user_id', '=', 'users.id').as('provider_at'),
      eb.selectFrom('provider_handoffs as h').select((e) => e.fn.max('h.last_handoff_at').as('at')).whereRef('h.user_id', '=', 'users.id').as('handoff_at'),
    ]);
  if (onlyId !== undefined) query = query.where('users.id', '=', onlyId);
  const rows = await query.execute();
  return rows
    .map((row) => {
      const stamps = [row.created_at, row.updated_at, row.last_active_at, row.answers_at, row.progress_at, row.orders_at, row.bookings_at, row.provider_at, row.handoff_at];
      const lastActivityAt = stamps.filter((stamp): stamp is string => typeof stamp === 'string').sort().at(-1) ?? row.created_at;
      return { id: row.id, lastActivityAt };
    })
    .sort((a, b) => a.lastActivityAt.localeCompare(b.lastActivityAt) || a.id.localeCompare(b.id));
}

/**
 * Deletes one client's answers, results (progress rows), answer batches and provider results, all
 * but the consent; the career ideas shared with them (their fit and why restate the results); and
 * their safety check-in flags (they restate the depression answers); and the counselors' session
 * notes about them (they discuss the results).
 */
export async function eraseAssessmentData(db: Kysely<Database>, userId: string): Promise<ErasedCounts> {
  for (const table of ['career_shortlists', 'career_shortlist_history', 'career_idea_marks', 'safety_flags', 'session_notes'] as const) {
    await db.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  const answers = await db.deleteFrom('assessment_answers').where('user_id', '=', userId).where('assessment_id', '!=', KEPT_ASSESSMENT_ID).executeTakeFirst();
  const progress = await db.deleteFrom('assessment_progress').where('user_id', '=', userId).where('assessment_id', '!=', KEPT_ASSESSMENT_ID).executeTakeFirst();
  const answerBatches = await db.deleteFrom('answer_batches').where('user_id', '=', userId).where('assessment_id', '!=', KEPT_ASSESSMENT_ID).executeTakeFirst();
  const providerResults = await db.deleteFrom('provider_results').where('user_id', '=', userId).executeTakeFirst();
  const providerHandoffs = await db.deleteFrom('provider_handoffs').where('user_id', '=', userId).executeTakeFirst();
  return {
    answers: Number(answers.numDeletedRows),
    progress: Number(progress.numDeletedRows),
    answerBatches: Number(answerBatches.numDeletedRows),
    providerResults: Number(providerResults.numDeletedRows),
    providerHandoffs: Number(providerHandoffs.numDeletedRows),
  };
}
