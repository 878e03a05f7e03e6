import type { CareerIdeasDto, JobZone } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_IDEAS_PAGE_SIZE } from '@career/sync-server/records/contract/career-idea-dto';
import type { AdminShortlistDto, ShortlistBody } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** The query key of a client's shortlist as an admin reads it (the user dialog and the career ideas page share it). */
export const adminShortlistKey = (userId: string) => ['admin', 'shortlist', userId] as const;

/**
 * GET /api/users/{id}/career-ideas: one page of the client's occupations by fit, highest first
 * (the user dialog's top ideas are a page of 5). Each read is audited: no reading again behind the
 * admin's back. The last page stays on screen while the next one loads.
 */
export function useCareerIdeas(userId: string, page: number, jobZone: JobZone | null, pageSize = CAREER_IDEAS_PAGE_SIZE) {
  return useQuery({
    queryKey: ['admin', 'career-ideas', userId, page, jobZone, pageSize],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (jobZone !== null) query.set('jobZone', String(jobZone));
      return api<CareerIdeasDto>(`${userPath(userId)}/career-ideas?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/users/{id}/shortlist: what was shared with the client, their marks on it, and the earlier shares. */
export function useAdminShortlist(userId: string) {
  return useQuery({
    queryKey: adminShortlistKey(userId),
    queryFn: () => api<AdminShortlistDto>(`${userPath(userId)}/shortlist`),
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/users/{id}/shortlist: shares the shortlist (the client is e-mailed), replacing the one before. */
export function shareShortlist(userId: string, body: ShortlistBody): Promise<AdminShortlistDto> {
  return api<AdminShortlistDto>(`${userPath(userId)}/shortlist`, { method: 'PUT', body });
}
