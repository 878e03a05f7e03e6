import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../api/api-client';
import { CURRENT_USER_KEY, forgetCachedProfile } from '../features/auth/current-user-query';
import { useFlash } from '../flash/flash-context';

/** An expired or revoked session logs the user out and sends them to /login. */
export function SessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { show } = useFlash();
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!queryClient.getQueryData(CURRENT_USER_KEY)) return;
        void forgetCachedProfile();
        queryClient.setQueryData(CURRENT_USER_KEY, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
        show('Your session has expired. Please log in again.', 'warning');
        navigate('/login', { replace: true });
      }),
    [navigate, queryClient, show],
  );
  return null;
}
