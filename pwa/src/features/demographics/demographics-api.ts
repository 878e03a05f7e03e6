import type { DemographicsDto } from '@career/sync-server/accounts/contract/demographics-rules';
import type { DemographicsBody } from '@career/sync-server/accounts/contract/demographics-schemas';
import { api } from '../../api/api-client';

/** PUT /api/users/current/demographics: the optional birth year and sex the NEO is compared by. */
export function saveDemographics(body: DemographicsBody): Promise<DemographicsDto> {
  return api<DemographicsDto>('/api/users/current/demographics', { method: 'PUT', body });
}
