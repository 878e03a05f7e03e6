import { z } from 'zod';
import { SESSION_NOTE_MAX_LENGTH } from './session-note-dto';

const noteText = z
  .string({ error: 'Text is required' })
  .trim()
  .min(1, 'Text is required')
  .max(SESSION_NOTE_MAX_LENGTH, `Text must be at most ${SESSION_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`);

const id = (field: string) => z.string({ error: `${field} must be an id` }).min(1, `${field} must be an id`).max(64, `${field} must be an id`);

/** POST /api/users/{id}/notes: the text, and optionally the session it is about and the note it corrects. */
export const sessionNoteBody = z.strictObject({
  text: noteText,
  bookingId: id('bookingId').optional(),
  correctsId: id('correctsId').optional(),
});
export type SessionNoteBodyInput = z.output<typeof sessionNoteBody>;

/** PATCH /api/users/{id}/notes/{noteId}: the new text. */
export const sessionNoteEditBody = z.strictObject({ text: noteText });
export type SessionNoteEditBodyInput = z.output<typeof sessionNoteEditBody>;

export const notesUserParam = z.object({ id: z.string().min(1).max(64, 'Unknown user') });
export const noteParam = z.object({ id: z.string().min(1).max(64, 'Unknown user'), noteId: z.string().min(1).max(64, 'Unknown note') });
