import type { PlanDto } from '@career/sync-server/plans/contract/plan-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export const PLANS_KEY = ['plans'] as const;

export function usePlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: () => api<PlanDto[]>('/api/plans'), staleTime: 5 * 60_000 });
}
