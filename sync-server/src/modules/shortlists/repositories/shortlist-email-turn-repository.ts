import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** The latest e-mail about a client's shortlist: when it went out or is to go out, and its outbox id. */
export interface ShortlistEmailTurn {
  dueAt: string;
  emailId: string;
}

/** The client's latest shortlist e-mail, or undefined before the first (or for lists shared before it was kept). */
export async function findShortlistEmailTurn(db: Kysely<Database>, userId: string): Promise<ShortlistEmailTurn | undefined> {
  const row = await db.selectFrom('career_shortlists').select(['email_due_at', 'email_id']).where('user_id', '=', userId).executeTakeFirst();
  return row?.email_due_at && row.email_id ? { dueAt: row.email_due_at, emailId: row.email_id } : undefined;
}

/** Records the client's latest shortlist e-mail on their shortlist's row (the caller's transaction, after the list is stored). */
export async function setShortlistEmailTurn(db: Kysely<Database>, userId: string, turn: ShortlistEmailTurn): Promise<void> {
  await db.updateTable('career_shortlists').set({ email_due_at: turn.dueAt, email_id: turn.emailId }).where('user_id', '=', userId).execute();
}
