import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { useQuery } from '@tanstack/react-query';
import { announceUnauthorized, api } from '../../api/api-client';
import { ApiError } from '../../api/api-error';

export const CURRENT_USER_KEY = ['current-user'] as const;
/** Set while a profile is cached on this device, so signed-out visitors never load IndexedDB code. */
export const PROFILE_CACHED_FLAG = 'career.profile-cached';

/**
 * Who is signed in: the server's answer; null when signed out. Offline, the profile cached on this
 * device at the last sign-in keeps the app usable.
 */
export async function fetchCurrentUser(): Promise<CurrentUserDto | null> {
  try {
    const user = await api<CurrentUserDto>('/api/users/current', { quietUnauthorized: true });
    // Best effort: without a cached profile the app still works online, only not after an offline reload.
    void import('../../offline/profile-cache')
      .then((cache) => cache.saveProfile(user))
      .catch((error: unknown) => console.warn('Could not keep the profile on this device', error));
    localStorage.setItem(PROFILE_CACHED_FLAG, '1');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (localStorage.getItem(PROFILE_CACHED_FLAG)) {
        // Someone was signed in on this device and the session is gone (revoked or expired): the
        // same news as any other call's 401, so the app says so and sends them to /login
        // (SessionExpiry), whichever request finds out first. At start-up, with no user known yet,
        // SessionExpiry ignores it and the visitor simply sees the public pages.
        announceUnauthorized();
        await forgetCachedProfile();
      }
      return null;
    }
    if (error instanceof ApiError && error.isNetwork && localStorage.getItem(PROFILE_CACHED_FLAG)) {
      const cached = await (await import('../../offline/profile-cache')).loadProfile();
      if (cached) return cached;
    }
    throw error;
  }
}

export async function forgetCachedProfile(): Promise<void> {
  localStorage.removeItem(PROFILE_CACHED_FLAG);
  await (await import('../../offline/profile-cache')).clearProfile();
}

export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500 && !error.isNetwork) && count < 2,
  });
}
