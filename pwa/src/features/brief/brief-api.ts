import type { ClientBriefDto } from '@career/sync-server/briefs/contract/client-brief-dto';
import type { SessionNoteDto, SessionNotesDto } from '@career/sync-server/notes/contract/session-note-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

/** GET /api/users/{id}/brief: the client on one page (audited by the server as view_brief, so read once per visit). */
export function useClientBrief(id: string) {
  return useQuery({
    queryKey: ['admin', 'brief', id],
    queryFn: () => api<ClientBriefDto>(`/api/users/${encodeURIComponent(id)}/brief`),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export const notesQueryKey = (id: string) => ['admin', 'notes', id] as const;

/** GET /api/users/{id}/notes: the counselors' private notes about the client, newest first. */
export function useSessionNotes(id: string) {
  return useQuery({
    queryKey: notesQueryKey(id),
    queryFn: () => api<SessionNotesDto>(`/api/users/${encodeURIComponent(id)}/notes`),
  });
}

const notePath = (id: string, noteId: string) => `/api/users/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`;

/** POST /api/users/{id}/notes: a new note, or a correction naming the note it corrects. */
export function addSessionNote(id: string, text: string, correctsId?: string): Promise<SessionNoteDto> {
  return api<SessionNoteDto>(`/api/users/${encodeURIComponent(id)}/notes`, { method: 'POST', body: correctsId ? { text, correctsId } : { text } });
}

/** PATCH /api/users/{id}/notes/{noteId}: the author, within 24 hours. */
export function editSessionNote(id: string, noteId: string, text: string): Promise<SessionNoteDto> {
  return api<SessionNoteDto>(notePath(id, noteId), { method: 'PATCH', body: { text } });
}

/** DELETE /api/users/{id}/notes/{noteId}: the author, within 24 hours, while no correction names it. */
export function deleteSessionNote(id: string, noteId: string): Promise<unknown> {
  return api<unknown>(notePath(id, noteId), { method: 'DELETE' });
}
