import type { LandingDto } from '@career/sync-server/public/contract/landing-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * The landing module (GET /api/content/landing): its sections (steps, testimonials, plans, FAQs)
 * and the plan cards' features. The server lets browsers keep it 5 minutes; offline, the service
 * worker answers from its cache ('public-content', sw.ts), filled at its install.
 */
export function useLandingContent() {
  return useQuery({ queryKey: ['content', 'landing'], queryFn: () => api<LandingDto>('/api/content/landing'), staleTime: 5 * 60_000, retry: 1 });
}
