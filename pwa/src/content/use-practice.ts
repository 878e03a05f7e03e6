import type { PracticeDto } from '@career/sync-server/contract/practice-dto';
import { DEFAULT_PRACTICE_NAME } from '@career/sync-server/contract/practice-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/api-client';

export interface PracticeDetails {
  practiceName: string;
  /** null when the practice has set none: offer the contact form instead, never a made-up address. */
  supportEmail: string | null;
  /** False until the server (or the service worker's copy) has answered. */
  loaded: boolean;
}

/**
 * Who runs this installation (settings PRACTICE_NAME and SUPPORT_EMAIL, GET /api/content/practice),
 * for the consent text, footers and the privacy and terms pages. Until it is known, and offline
 * without a copy: the product's name and no address. The server lets browsers keep it 5 minutes;
 * offline, the service worker answers from its cache ('public-content', sw.ts).
 */
export function usePractice(): PracticeDetails {
  const { data } = useQuery({ queryKey: ['content', 'practice'], queryFn: () => api<PracticeDto>('/api/content/practice'), staleTime: 5 * 60_000, retry: 1 });
  return data ? { ...data, loaded: true } : { practiceName: DEFAULT_PRACTICE_NAME, supportEmail: null, loaded: false };
}
