import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { SessionNoteDto, SessionNotesDto } from '../contract/session-note-dto';
import { noteParam, notesUserParam, sessionNoteBody, sessionNoteEditBody } from '../contract/session-note-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf } from '../../../http/validate';
import { careerClient } from '../../records/services/career-record-service';
import { addNote, editNote, notesOf, removeNote } from '../services/session-notes';

/**
 * A counselor's private notes about a client (route policy: admins only). Mounted under /api/users
 * before the admins' /users/:id routes. The client is a client: an unknown id or an admin's is a 404.
 */
export function sessionNoteRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/notes', paramsOf(notesUserParam), async (c) => {
      const client = await careerClient(deps, c.req.valid('param').id);
      return c.json<SessionNotesDto>({ notes: await notesOf(deps, client.id) });
    })
    .post('/:id/notes', paramsOf(notesUserParam), jsonBody(sessionNoteBody), async (c) => {
      const client = await careerClient(deps, c.req.valid('param').id);
      return c.json<SessionNoteDto>(await addNote(deps, signedInUser(c), client, c.req.valid('json')), 201);
    })
    .patch('/:id/notes/:noteId', paramsOf(noteParam), jsonBody(sessionNoteEditBody), async (c) => {
      const { id, noteId } = c.req.valid('param');
      const client = await careerClient(deps, id);
      return c.json<SessionNoteDto>(await editNote(deps, signedInUser(c), client, noteId, c.req.valid('json')));
    })
    .delete('/:id/notes/:noteId', paramsOf(noteParam), async (c) => {
      const { id, noteId } = c.req.valid('param');
      const client = await careerClient(deps, id);
      await removeNote(deps, signedInUser(c), client, noteId);
      return c.json({ message: 'Note deleted' });
    });
}
