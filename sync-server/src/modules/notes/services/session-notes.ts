import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { SessionNoteDto } from '../contract/session-note-dto';
import { SESSION_NOTE_EDIT_WINDOW_MS } from '../contract/session-note-dto';
import type { SessionNoteBodyInput, SessionNoteEditBodyInput } from '../contract/session-note-schemas';
import type { StoredNote } from '../repositories/session-note-repository';
import { deleteNote, findNoteOfUser, insertNote, isCorrected, listNotesOfUser, updateNoteText } from '../repositories/session-note-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { findUserById, lockUser } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import { findBookingOfUser } from '../../coaching/services/booking-store';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

function toDto(note: StoredNote): SessionNoteDto {
  return {
    id: note.id,
    text: note.text,
    author: { id: note.authorId, name: note.authorName },
    bookingId: note.bookingId,
    correctsId: note.correctsId,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
    editableUntil: new Date(Date.parse(note.createdAt) + SESSION_NOTE_EDIT_WINDOW_MS).toISOString(),
  };
}

/** The client's notes, newest first; `limit` the latest few (the brief's three). */
export async function notesOf(deps: Pick<AppDeps, 'db'>, clientId: string, limit?: number): Promise<SessionNoteDto[]> {
  return (await listNotesOfUser(deps.db, clientId, limit)).map(toDto);
}

/**
 * Writes a note about a client. A session it names must be one of the client's, and a note it
 * corrects one of the client's notes (400 naming the field otherwise). Audited without the text.
 */
export async function addNote(deps: Deps, admin: UserRecord, client: UserRecord, body: SessionNoteBodyInput): Promise<SessionNoteDto> {
  if (body.bookingId !== undefined && !(await findBookingOfUser(deps.db, client.id, body.bookingId))) {
    throw new AppError('validation', 'That session is not one of this client’s.', { bookingId: 'No such session of this client' });
  }
  if (body.correctsId !== undefined && !(await findNoteOfUser(deps.db, client.id, body.correctsId))) {
    throw new AppError('validation', 'The note to correct is not one of this client’s.', { correctsId: 'No such note of this client' });
  }
  const at = deps.clock();
  const note: StoredNote = {
    id: newId(at.getTime()),
    userId: client.id,
    authorId: admin.id,
    authorName: `${admin.firstName} ${admin.lastName}`.trim(),
    bookingId: body.bookingId ?? null,
    correctsId: body.correctsId ?? null,
    text: body.text,
    createdAt: at.toISOString(),
    updatedAt: null,
  };
  await deps.db.transaction().execute(async (tx) => {
    // An account deleted meanwhile (its deletion locks the same row) gets no note.
    await lockUser(tx, client.id);
    if (!(await findUserById(tx, client.id))) throw new AppError('not_found', 'User not found.');
    await insertNote(tx, note);
    await audit({ db: tx, clock: deps.clock }, admin, 'note_add', client, { noteId: note.id, bookingId: note.bookingId, correctsId: note.correctsId });
  });
  return toDto(note);
}

/** The note, if the admin may still change it: its author, within 24 hours of writing it. */
async function changeableNote(deps: Deps, admin: UserRecord, client: UserRecord, noteId: string): Promise<StoredNote> {
  const note = await findNoteOfUser(deps.db, client.id, noteId);
  if (!note) throw new AppError('not_found', 'Note not found.');
  if (note.authorId !== admin.id) throw new AppError('forbidden', 'Only the author of a note can change it. Add a note of your own instead.');
  if (deps.clock().getTime() - Date.parse(note.createdAt) > SESSION_NOTE_EDIT_WINDOW_MS) {
    throw new AppError('conflict', 'A note can be changed only within 24 hours of writing it. Add a correction instead.');
  }
  return note;
}

/** The author edits a note's text within 24 hours of writing it. Audited without the text. */
export async function editNote(deps: Deps, admin: UserRecord, client: UserRecord, noteId: string, body: SessionNoteEditBodyInput): Promise<SessionNoteDto> {
  const note = await changeableNote(deps, admin, client, noteId);
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (tx) => {
    await updateNoteText(tx, note.id, body.text, at);
    await audit({ db: tx, clock: deps.clock }, admin, 'note_edit', client, { noteId: note.id });
  });
  return toDto({ ...note, text: body.text, updatedAt: at });
}

/** The author deletes a note within 24 hours of writing it, unless a correction names it (409). Audited. */
export async function removeNote(deps: Deps, admin: UserRecord, client: UserRecord, noteId: string): Promise<void> {
  const note = await changeableNote(deps, admin, client, noteId);
  if (await isCorrected(deps.db, note.id)) throw new AppError('conflict', 'A correction names this note, so it stays. Edit it instead.');
  await deps.db.transaction().execute(async (tx) => {
    await deleteNote(tx, note.id);
    await audit({ db: tx, clock: deps.clock }, admin, 'note_delete', client, { noteId: note.id });
  });
}
