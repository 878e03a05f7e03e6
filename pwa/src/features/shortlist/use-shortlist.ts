import type { ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { fetchShortlist } from './shortlist-api';
import { readCachedShortlist, saveShortlist } from './shortlist-cache';

export interface ShortlistState {
  shortlist: ShortlistDto;
  /** Read from this device: the server could not be reached. */
  fromDevice: boolean;
}

export const shortlistKey = (userId: string) => ['shortlist', userId] as const;

/** The server is out of reach (offline, or down): what this device kept will do. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetwork || error.status >= 500);
}

/**
 * The career ideas shared with the user: from the server, kept on this device (best effort); when
 * the server cannot be reached, the copy kept here. Without one the error stands.
 */
export async function loadShortlist(userId: string): Promise<ShortlistState> {
  try {
    const shortlist = await fetchShortlist();
    await saveShortlist(userId, shortlist).catch((error: unknown) => console.warn('Could not keep the career ideas on this device', error));
    return { shortlist, fromDevice: false };
  } catch (error) {
    if (!unreachable(error)) throw error;
    const cached = await readCachedShortlist(userId).catch(() => undefined);
    if (cached) return { shortlist: cached.shortlist, fromDevice: true };
    throw error;
  }
}

/**
 * The signed-in client's shared career ideas (no user: nothing is loaded). Runs offline too: the
 * device's copy answers, and the server is asked again when the browser is back online (React
 * Query's own reconnect misses an app opened offline: it starts out believing it is online).
 */
export function useShortlist(userId: string | undefined) {
  const query = useQuery({
    queryKey: shortlistKey(userId ?? ''),
    queryFn: () => loadShortlist(userId ?? ''),
    enabled: userId !== undefined,
    networkMode: 'always',
    // The device's copy is asked for again as soon as the app is back online.
    staleTime: (query) => (query.state.data?.fromDevice ? 0 : 30_000),
    retry: (count, error) => error instanceof ApiError && error.status >= 500 && count < 1,
  });
  const fromDevice = query.data?.fromDevice ?? false;
  const { refetch } = query;
  useEffect(() => {
    if (!fromDevice) return;
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [fromDevice, refetch]);
  return query;
}

/** The error of a shortlist that could not be loaded is the device being offline (and nothing kept here). */
export const isOfflineError = (error: unknown) => error instanceof ApiError && error.isNetwork;
