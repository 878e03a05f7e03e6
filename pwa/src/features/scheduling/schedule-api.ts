import type { CoachDto } from '@career/sync-server/coaching/contract/coach-dto';
import type { ScheduleResponse, SlotsResponse } from '@career/sync-server/coaching/contract/schedule-schemas';
import { api } from '../../api/api-client';

export type SessionType = ScheduleResponse['type'];

export const COACHES_KEY = ['coaches'] as const;
export const slotsKey = (coachId: string) => ['coach-slots', coachId] as const;

export function fetchCoaches(): Promise<CoachDto[]> {
  return api<CoachDto[]>('/api/coaches');
}

export function fetchSlots(coachId: string): Promise<SlotsResponse> {
  return api<SlotsResponse>(`/api/coaches/${encodeURIComponent(coachId)}/slots`);
}

/** Books the session with the built-in scheduler (or moves the one already booked). */
export function bookSession(type: SessionType, coachId: string, startTime: string): Promise<ScheduleResponse> {
  return api<ScheduleResponse>('/api/users/schedule', { method: 'POST', body: { type, coachId, startTime } });
}

export function cancelSession(type: SessionType): Promise<{ success: true }> {
  return api<{ success: true }>(`/api/users/schedule/${type}`, { method: 'DELETE' });
}
