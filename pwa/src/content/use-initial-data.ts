import { initialDataSchema } from '@career/sync-server/public/contract/initial-data-schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

/**
 * The dashboard instructions and each assessment's name, descriptions, instructions and time
 * estimate (GET /api/content/initial-data), cached like the landing module (use-landing-content.ts).
 * An answer that is not initial data (an old cached copy, a proxy's page) counts as a failure, so
 * the pages keep their bundled texts rather than break.
 */
export function useInitialData() {
  return useQuery({
    queryKey: ['content', 'initial-data'],
    queryFn: async () => initialDataSchema.parse(await api<unknown>('/api/content/initial-data')),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
