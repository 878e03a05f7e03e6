import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface NewActingSession {
  id: string;
  adminId: string;
  userId: string;
  startedAt: string;
  expiresAt: string;
}

/** Records a new acting session, and forgets the admin's ones that have expired. */
export async function insertActingSession(db: Kysely<Database>, session: NewActingSession): Promise<void> {
  await db.deleteFrom('acting_sessions').where('admin_id', '=', session.adminId).where('expires_at', '<=', session.startedAt).execute();
  await db
    .insertInto('acting_sessions')
    .values({ id: session.id, admin_id: session.adminId, user_id: session.userId, started_at: session.startedAt, expires_at: session.expiresAt })
    .execute();
}

/** Whether the acting session is live: recorded, not ended, for this admin and user, not expired. */
export async function isActingSessionLive(db: Kysely<Database>, session: { id: string; adminId: string; userId: string; now: string }): Promise<boolean> {
  const row = await db
    .selectFrom('acting_sessions')
    .select('id')
    .where('id', '=', session.id)
    .where('admin_id', '=', session.adminId)
    .where('user_id', '=', session.userId)
    .where('expires_at', '>', session.now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends one acting session; true when it was live. */
export async function deleteActingSession(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('acting_sessions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every acting session of an admin (their logout). */
export async function deleteActingSessionsOfAdmin(db: Kysely<Database>, adminId: string): Promise<void> {
  await db.deleteFrom('acting_sessions').where('admin_id', '=', adminId).execute();
}
