import type { PlanFeaturesDto } from '@career/sync-server/public/contract/plan-features-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * The plans page's comparison table rows (names and info tooltips; the ticks come from the plans),
 * GET /api/content/plan-features. Like the other content hooks (use-landing-content.ts, ...), each
 * writes its query out: a shared helper module would be one more chunk listed in the app's entry.
 */
export function usePlanFeatures() {
  return useQuery({ queryKey: ['content', 'plan-features'], queryFn: () => api<PlanFeaturesDto>('/api/content/plan-features'), staleTime: 5 * 60_000, retry: 1 });
}
