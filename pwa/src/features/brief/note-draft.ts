/**
 * A note typed and not yet saved, kept per client in sessionStorage: a reload, a closed dialog or a
 * failed save never loses it, in this tab, until it is saved. Like the unshared shortlist
 * (career-ideas/shortlist-draft-store.ts) it is not kept in localStorage: a counselor's words about
 * a client should not stay on a shared computer after the tab is closed. Storage may be blocked:
 * the draft then lasts as long as the page.
 */
const keyOf = (userId: string) => `session-note-draft:${userId}`;

export function readNoteDraft(userId: string): string {
  try {
    return sessionStorage.getItem(keyOf(userId)) ?? '';
  } catch {
    return '';
  }
}

export function writeNoteDraft(userId: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(keyOf(userId), text);
    else sessionStorage.removeItem(keyOf(userId));
  } catch {
    // Storage refused or full: the draft lives only in the page until it is saved.
  }
}

export function clearNoteDraft(userId: string): void {
  writeNoteDraft(userId, '');
}

const correctsKeyOf = (userId: string) => `session-note-corrects:${userId}`;

/** The note the draft corrects, kept beside the draft, so a reload keeps a correction a correction. */
export function readNoteCorrects(userId: string): string | null {
  try {
    return sessionStorage.getItem(correctsKeyOf(userId));
  } catch {
    return null;
  }
}

export function writeNoteCorrects(userId: string, noteId: string | null): void {
  try {
    if (noteId) sessionStorage.setItem(correctsKeyOf(userId), noteId);
    else sessionStorage.removeItem(correctsKeyOf(userId));
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}
