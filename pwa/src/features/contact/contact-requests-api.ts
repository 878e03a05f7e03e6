import type { ContactPageDto, ContactSubmissionDto } from '@career/sync-server/public/contract/contact-dto';
import type { ContactFilter } from '@career/sync-server/public/contract/contact-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export const CONTACT_REQUESTS_KEY = ['admin', 'contact'] as const;

function fetchContactRequests(filter: ContactFilter, before: string | null): Promise<ContactPageDto> {
  const query = new URLSearchParams({ filter, ...(before ? { before } : {}) });
  return api<ContactPageDto>(`/api/contact?${query.toString()}`);
}

/**
 * GET /api/contact: one page of submissions, newest first, from `before` (null: the newest).
 * (useQuery rather than useInfiniteQuery: a page importing only the latter splits TanStack's
 * shared query code into a chunk of its own on the first load.)
 */
export function useContactRequests(filter: ContactFilter, before: string | null) {
  return useQuery({ queryKey: [...CONTACT_REQUESTS_KEY, filter, before], queryFn: () => fetchContactRequests(filter, before) });
}

/** POST /api/contact/:id/handled: answers the submission as it is now. */
export function markContactHandled(id: string): Promise<ContactSubmissionDto> {
  return api<ContactSubmissionDto>(`/api/contact/${encodeURIComponent(id)}/handled`, { method: 'POST' });
}
