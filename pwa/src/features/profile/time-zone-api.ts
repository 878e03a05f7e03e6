import type { TimeZoneBody, TimeZoneResponse } from '@career/sync-server/accounts/contract/time-zone-schemas';
import { api } from '../../api/api-client';

/** PUT /api/users/current/time-zone: the zone booking times are written in (sign-ins keep it from then on). */
export function saveTimeZone(body: TimeZoneBody): Promise<TimeZoneResponse> {
  return api<TimeZoneResponse>('/api/users/current/time-zone', { method: 'PUT', body });
}
