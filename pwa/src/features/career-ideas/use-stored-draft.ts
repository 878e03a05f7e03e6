import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ShortlistDraft } from './shortlist-draft';
import { parseStoredDraft, readStoredDraftText, subscribeStoredDraft } from './shortlist-draft-store';

/** The admin's unshared draft of this client's shortlist (null when there is none), kept up to date with every change from the page or the dialog. */
export function useStoredDraft(userId: string): ShortlistDraft | null {
  const subscribe = useCallback((listener: () => void) => subscribeStoredDraft(userId, listener), [userId]);
  const text = useSyncExternalStore(subscribe, () => readStoredDraftText(userId));
  return useMemo(() => parseStoredDraft(text), [text]);
}
