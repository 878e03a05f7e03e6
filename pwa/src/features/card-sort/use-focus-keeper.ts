import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on an element that React re-creates: a card moved to another column is a
 * new element, so the focus would fall back to the page. Call the returned function (in an event
 * handler) with the element's DOM id; after the next render, if the focus was lost, it goes there.
 */
export function useFocusKeeper(): (domId: string) => void {
  const requested = useRef<string | null>(null);

  useLayoutEffect(() => {
    const domId = requested.current;
    if (domId === null) return;
    requested.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(domId)?.focus();
  });

  return useCallback((domId: string) => {
    requested.current = domId;
  }, []);
}
