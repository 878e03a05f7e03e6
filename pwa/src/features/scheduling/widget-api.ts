import type { ScheduleResponse } from '@career/sync-server/coaching/contract/schedule-schemas';
import { api } from '../../api/api-client';

/**
 * Records a booking the scheduling widget reported (its "event scheduled" addresses); the server
 * confirms it with the provider before storing it, and moves an earlier session of the type.
 */
export function bookWidgetSession(type: ScheduleResponse['type'], booking: { eventUrl: string; inviteeUrl: string }): Promise<ScheduleResponse> {
  return api<ScheduleResponse>('/api/users/schedule', { method: 'POST', body: { type, eventUrl: booking.eventUrl, inviteeUrl: booking.inviteeUrl } });
}
