/** A note's text: 1 to this many characters after trimming. Browser-safe. */
export const SESSION_NOTE_MAX_LENGTH = 10_000;

/** How long after writing it the author may still edit or delete a note; later, a correction is a new note. */
export const SESSION_NOTE_EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A counselor's private note about a client, as admins read it. Never in the client's app or an e-mail. */
export interface SessionNoteDto {
  id: string;
  text: string;
  /** The admin who wrote it, by name as it was then. */
  author: { id: string; name: string };
  /** The session it is about, or null. */
  bookingId: string | null;
  /** The earlier note it corrects, or null. */
  correctsId: string | null;
  createdAt: string;
  /** When the author last edited it, or null. */
  updatedAt: string | null;
  /** Until when the author may edit or delete it (createdAt + 24 hours). */
  editableUntil: string;
}

/** GET /api/users/{id}/notes: newest first. */
export interface SessionNotesDto {
  notes: SessionNoteDto[];
}
