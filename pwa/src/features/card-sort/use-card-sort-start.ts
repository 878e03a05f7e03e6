import { useEffect, useState } from 'react';
import { prepareCardSort } from './prepare-card-sort';

/** How long the page waits for the server's sort before showing the device's (or a fresh) one. */
const SERVER_WAIT_MS = 8000;

/** Prepares the card sort on opening (see prepareCardSort); true once the page may show it. */
export function useCardSortStart(userId: string, online: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      if (current) setReady(true);
    }, SERVER_WAIT_MS);
    void prepareCardSort(userId, online).finally(() => {
      window.clearTimeout(timer);
      if (current) setReady(true);
    });
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [userId, online]);
  return ready;
}
