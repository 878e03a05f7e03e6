import type { Kysely } from 'kysely';
import type { Database } from '../../../../../db/schema';
import { newId } from '../../../../../ids';
import type { SimTestType } from './sim-questionnaires';

/*
 * The simulator's own storage (what a real provider keeps on its side): its users, login tokens,
 * browser sessions and taken questionnaires. Instants are ISO-8601 text; tokens and session ids
 * are stored only as SHA-256 hex. E-mails are stored lower-case and matched that way.
 */

export interface SimUserInput {
  externalId: string;
  email: string;
  firstName: string;
  lastName: string;
  gender: string;
}

export interface SimUser {
  id: string;
  firstName: string;
  lastName: string;
  gender: string;
}

export interface SimGrant {
  simUserId: string;
  returnUrl: string;
}

export interface SimAssessmentRow {
  id: string;
  type: SimTestType;
  completedAt: string;
  reportReady: boolean;
  /** JSON text of the provider-shaped result. */
  result: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Creates the user of an external id, or updates its e-mail, name and gender; returns its id. */
export async function upsertSimUser(db: Kysely<Database>, user: SimUserInput, now: string): Promise<string> {
  const details = { email: normalEmail(user.email), first_name: user.firstName, last_name: user.lastName, gender: user.gender };
  const row = await db
    .insertInto('elevate_sim_users')
    .values({ id: newId(Date.parse(now)), external_id: user.externalId, created_at: now, ...details })
    .onConflict((oc) => oc.column('external_id').doUpdateSet(details))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findSimUser(db: Kysely<Database>, id: string): Promise<SimUser | undefined> {
  const row = await db.selectFrom('elevate_sim_users').select(['id', 'first_name', 'last_name', 'gender']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, firstName: row.first_name, lastName: row.last_name, gender: row.gender };
}

/** Whether any user has this e-mail (any case). */
export async function simUserExists(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('elevate_sim_users').select('id').where('email', '=', normalEmail(email)).executeTakeFirst();
  return row !== undefined;
}

export async function insertSimToken(db: Kysely<Database>, token: { hash: string; expiresAt: string } & SimGrant): Promise<void> {
  await db
    .insertInto('elevate_sim_tokens')
    .values({ token_hash: token.hash, sim_user_id: token.simUserId, return_url: token.returnUrl, expires_at: token.expiresAt, used_at: null })
    .execute();
}

/** A token's grant, used or not, expired or not (to say where to go back on a refusal). */
export async function findSimToken(db: Kysely<Database>, hash: string): Promise<SimGrant | undefined> {
  const row = await db.selectFrom('elevate_sim_tokens').select(['sim_user_id', 'return_url']).where('token_hash', '=', hash).executeTakeFirst();
  return row && { simUserId: row.sim_user_id, returnUrl: row.return_url };
}

/** Uses up an unused, unexpired token. Single use: only one caller gets true, even in a race. */
export async function consumeSimToken(db: Kysely<Database>, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('elevate_sim_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertSimSession(db: Kysely<Database>, session: { idHash: string; expiresAt: string } & SimGrant): Promise<void> {
  await db
    .insertInto('elevate_sim_sessions')
    .values({ id_hash: session.idHash, sim_user_id: session.simUserId, return_url: session.returnUrl, expires_at: session.expiresAt })
    .execute();
}

/** The grant of an unexpired session. */
export async function findSimSession(db: Kysely<Database>, idHash: string, now: string): Promise<SimGrant | undefined> {
  const row = await db
    .selectFrom('elevate_sim_sessions')
    .select(['sim_user_id', 'return_url'])
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { simUserId: row.sim_user_id, returnUrl: row.return_url };
}

export async function insertSimAssessment(
  db: Kysely<Database>,
  assessment: { simUserId: string; type: SimTestType; answers: unknown; result: unknown; completedAt: string },
): Promise<string> {
  const id = newId(Date.parse(assessment.completedAt));
  await db
    .insertInto('elevate_sim_assessments')
    .values({
      id,
      sim_user_id: assessment.simUserId,
      type: assessment.type,
      answers: JSON.stringify(assessment.answers),
      result: JSON.stringify(assessment.result),
      completed_at: assessment.completedAt,
      report_ready: 0,
    })
    .execute();
  return id;
}

const ASSESSMENT_COLUMNS = ['id', 'type', 'completed_at', 'report_ready', 'result'] as const;

function toAssessment(row: { id: string; type: SimTestType; completed_at: string; report_ready: number; result: string }): SimAssessmentRow {
  return { id: row.id, type: row.type, completedAt: row.completed_at, reportReady: Number(row.report_ready) === 1, result: row.result };
}

/** A user's assessments, newest first. */
export async function listSimAssessmentsOfUser(db: Kysely<Database>, simUserId: string): Promise<SimAssessmentRow[]> {
  const rows = await db
    .selectFrom('elevate_sim_assessments')
    .select(ASSESSMENT_COLUMNS)
    .where('sim_user_id', '=', simUserId)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAssessment);
}

/** The contract's maximum of assessments in one results answer. */
const RESULTS_LIMIT = 200;

/** The assessments of the users with this e-mail completed within [from, to] (inclusive), newest first (at most 200). */
export async function listSimAssessmentsByEmail(db: Kysely<Database>, email: string, from: string, to: string): Promise<SimAssessmentRow[]> {
  const rows = await db
    .selectFrom('elevate_sim_assessments')
    .select(ASSESSMENT_COLUMNS)
    .where('sim_user_id', 'in', db.selectFrom('elevate_sim_users').select('id').where('email', '=', normalEmail(email)))
    .where('completed_at', '>=', from)
    .where('completed_at', '<=', to)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RESULTS_LIMIT)
    .execute();
  return rows.map(toAssessment);
}

/** Generates the reports of the assessments completed within [from, to]; returns how many the window holds. */
export async function markSimReportsReady(db: Kysely<Database>, email: string, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('elevate_sim_assessments')
    .set({ report_ready: 1 })
    .where('sim_user_id', 'in', db.selectFrom('elevate_sim_users').select('id').where('email', '=', normalEmail(email)))
    .where('completed_at', '>=', from)
    .where('completed_at', '<=', to)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Forgets the simulator's login tokens and sessions that ran out before `now`. */
export async function deleteExpiredSimGrants(db: Kysely<Database>, now: string): Promise<number> {
  const tokens = await db.deleteFrom('elevate_sim_tokens').where('expires_at', '<', now).executeTakeFirst();
  const sessions = await db.deleteFrom('elevate_sim_sessions').where('expires_at', '<', now).executeTakeFirst();
  return Number(tokens.numDeletedRows) + Number(sessions.numDeletedRows);
}
