import type { DraftItem, ShortlistDraft } from './shortlist-draft';

/**
 * The admin's unshared shortlist of one client, kept in sessionStorage: it outlives leaving the
 * career ideas page (and a reload), in this tab only, until it is shared or discarded. The user
 * dialog picks into the same draft, and `subscribeStoredDraft` tells the page and the dialog of
 * each change. Storage may be blocked or full: the draft then lasts as long as the page.
 */
const draftKey = (userId: string) => `career-ideas-draft:${userId}`;

/** What could not be written to sessionStorage (blocked or full); it wins over what is there. */
const unstored = new Map<string, string | null>();
const listeners = new Map<string, Set<() => void>>();

function notify(userId: string): void {
  for (const listener of listeners.get(userId) ?? []) listener();
}

/** The stored draft as text: what useSyncExternalStore compares (the same text is the same draft). */
export function readStoredDraftText(userId: string): string | null {
  const key = draftKey(userId);
  if (unstored.has(key)) return unstored.get(key) ?? null;
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

const isItem = (value: unknown): value is DraftItem =>
  typeof value === 'object' && value !== null && ['recordId', 'title', 'note'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** The draft in `text`, or null when there is none or it is not one (written by another version of the app). */
export function parseStoredDraft(text: string | null): ShortlistDraft | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { summary, items } = value as Record<string, unknown>;
    if (typeof summary !== 'string' || !Array.isArray(items) || !items.every(isItem)) return null;
    return { summary, items: items.map(({ recordId, title, note }) => ({ recordId, title, note })) };
  } catch {
    return null;
  }
}

export function readStoredDraft(userId: string): ShortlistDraft | null {
  return parseStoredDraft(readStoredDraftText(userId));
}

function store(userId: string, text: string | null): void {
  const key = draftKey(userId);
  try {
    if (text === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
    unstored.delete(key);
  } catch {
    unstored.set(key, text);
  }
  notify(userId);
}

export function writeStoredDraft(userId: string, draft: ShortlistDraft): void {
  store(userId, JSON.stringify({ summary: draft.summary, items: draft.items }));
}

export function clearStoredDraft(userId: string): void {
  store(userId, null);
}

/** Calls `listener` after each write or clear of this client's draft; returns the unsubscribe. */
export function subscribeStoredDraft(userId: string, listener: () => void): () => void {
  const set = listeners.get(userId) ?? new Set();
  listeners.set(userId, set);
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(userId);
  };
}
