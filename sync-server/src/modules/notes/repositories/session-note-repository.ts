import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionNotesTable } from '../../../db/schema';

export interface StoredNote {
  id: string;
  userId: string;
  authorId: string;
  authorName: string;
  bookingId: string | null;
  correctsId: string | null;
  text: string;
  createdAt: string;
  updatedAt: string | null;
}

function toNote(row: Selectable<SessionNotesTable>): StoredNote {
  return {
    id: row.id,
    userId: row.user_id,
    authorId: row.author_id,
    authorName: row.author_name,
    bookingId: row.booking_id,
    correctsId: row.corrects_id,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function insertNote(db: Kysely<Database>, note: StoredNote): Promise<void> {
  await db
    .insertInto('session_notes')
    .values({
      id: note.id,
      user_id: note.userId,
      author_id: note.authorId,
      author_name: note.authorName,
      booking_id: note.bookingId,
      corrects_id: note.correctsId,
      text: note.text,
      created_at: note.createdAt,
      updated_at: note.updatedAt,
    })
    .execute();
}

/** The client's notes, newest first (ids are time-ordered, so they break a tie of the same instant); `limit` the latest few. */
export async function listNotesOfUser(db: Kysely<Database>, userId: string, limit?: number): Promise<StoredNote[]> {
  let query = db.selectFrom('session_notes').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toNote);
}

export async function findNoteOfUser(db: Kysely<Database>, userId: string, noteId: string): Promise<StoredNote | undefined> {
  const row = await db.selectFrom('session_notes').selectAll().where('id', '=', noteId).where('user_id', '=', userId).executeTakeFirst();
  return row && toNote(row);
}

export async function updateNoteText(db: Kysely<Database>, noteId: string, text: string, at: string): Promise<void> {
  await db.updateTable('session_notes').set({ text, updated_at: at }).where('id', '=', noteId).execute();
}

/** Whether a later note names this one as the note it corrects. */
export async function isCorrected(db: Kysely<Database>, noteId: string): Promise<boolean> {
  return (await db.selectFrom('session_notes').select('id').where('corrects_id', '=', noteId).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteNote(db: Kysely<Database>, noteId: string): Promise<void> {
  await db.deleteFrom('session_notes').where('id', '=', noteId).execute();
}
