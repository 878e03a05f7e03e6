import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout } from './auth-api';
import { forgetCachedProfile } from './current-user-query';

/**
 * Logout: revoke the session on the server, forget everything about the user on this device, and
 * start afresh on '/' with a full page load, so nothing of this user stays in memory for the next
 * person at this browser.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await forgetCachedProfile();
    queryClient.clear();
    window.location.assign('/');
  }, [queryClient]);
}
