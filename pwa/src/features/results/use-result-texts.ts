import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export const RESULT_TEXTS_KEY = ['content', 'results'] as const;

/** The result texts' query, also prefetched by the depression screening for its crisis card. */
export const resultTextsQuery = queryOptions({
  queryKey: RESULT_TEXTS_KEY,
  queryFn: () => api<ResultTextsDto>('/api/content/results'),
  staleTime: 5 * 60_000,
  retry: 1,
});

/**
 * The explanation texts of the result views, from the content service. Offline, the service
 * worker answers from its cache; without any copy the views say 'No description available'
 * and the figures still show.
 */
export function useResultTexts() {
  return useQuery(resultTextsQuery);
}
