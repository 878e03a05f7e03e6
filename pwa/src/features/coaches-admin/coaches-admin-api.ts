import type { AdminBookingPageDto, AdminCoachDto } from '@career/sync-server/coaching/contract/coach-admin-dto';
import type { CoachBodyInput } from '@career/sync-server/coaching/contract/coach-admin-schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export const ADMIN_COACHES_KEY = ['admin', 'coaches'] as const;

/** GET /api/admin/coaches: every coach with every detail. */
export function useAdminCoaches() {
  return useQuery({ queryKey: ADMIN_COACHES_KEY, queryFn: () => api<AdminCoachDto[]>('/api/admin/coaches') });
}

/** Adds a coach (no id) or replaces an existing coach's details and weekly availability. */
export function saveCoach(id: string | null, body: CoachBodyInput): Promise<AdminCoachDto> {
  return id ? api<AdminCoachDto>(`/api/admin/coaches/${encodeURIComponent(id)}`, { method: 'PUT', body }) : api<AdminCoachDto>('/api/admin/coaches', { method: 'POST', body });
}

type Cursor = AdminBookingPageDto['next'];

function fetchUpcomingSessions(cursor: Cursor): Promise<AdminBookingPageDto> {
  const query = new URLSearchParams(cursor ? { afterStart: cursor.afterStart, afterId: cursor.afterId } : {});
  return api<AdminBookingPageDto>(`/api/admin/bookings${cursor ? `?${query.toString()}` : ''}`);
}

/** GET /api/admin/bookings: every upcoming live session, soonest first, a page at a time. */
export function useUpcomingSessions() {
  return useInfiniteQuery({
    queryKey: ['admin', 'bookings'],
    queryFn: ({ pageParam }) => fetchUpcomingSessions(pageParam),
    initialPageParam: null as Cursor,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
