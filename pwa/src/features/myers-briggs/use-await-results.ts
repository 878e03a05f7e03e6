import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CURRENT_USER_KEY } from '../auth/current-user-query';

const POLL_MS = 4_000;
const PATIENCE_MS = 120_000;

/**
 * After a return from the provider (the page opened with ?returned=1): refreshes the profile every
 * few seconds until both results are in ('done'), for up to two minutes ('slow' after that: the
 * server keeps trying for 48 hours).
 */
export function useAwaitResults(returnedAtOpen: boolean, bothIn: boolean): 'idle' | 'waiting' | 'slow' | 'done' {
  const queryClient = useQueryClient();
  // Read once: the page drops ?returned=1 from the address right away.
  const [since] = useState(() => (returnedAtOpen ? Date.now() : null));
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (since === null || bothIn) return;
    const timer = setInterval(() => {
      if (Date.now() - since > PATIENCE_MS) {
        setSlow(true);
        clearInterval(timer);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [since, bothIn, queryClient]);

  if (since === null) return 'idle';
  if (bothIn) return 'done';
  return slow ? 'slow' : 'waiting';
}
