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

/** POST /api/users/{id}/notes. */
export function addSessionNote(id: string, text: string): Promise<SessionNoteDto> {
  return api<SessionNoteDto>(`/api/users/${encodeURIComponent(id)}/notes`, { method: 'POST', body: { text } });
}
