import type { AdminShortlistDto, ShortlistBody } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { SHORTLIST_ITEMS_MAX } from '@career/sync-server/shortlists/contract/shortlist-dto';

/** One picked idea in the admin's shortlist, before it is shared. */
export interface DraftItem {
  recordId: string;
  title: string;
  note: string;
}

/** The shortlist the admin is putting together: the picked ideas in order, a note on each, and the session summary. */
export interface ShortlistDraft {
  summary: string;
  items: DraftItem[];
}

export const EMPTY_DRAFT: ShortlistDraft = { summary: '', items: [] };

/** The draft to start from: what was last shared (nothing when nothing was). */
export function draftOf(shortlist: AdminShortlistDto): ShortlistDraft {
  return { summary: shortlist.summary, items: shortlist.items.map((item) => ({ recordId: item.recordId, title: item.title, note: item.note })) };
}

export function isPicked(draft: ShortlistDraft, recordId: string): boolean {
  return draft.items.some((item) => item.recordId === recordId);
}

export function isFull(draft: ShortlistDraft): boolean {
  return draft.items.length >= SHORTLIST_ITEMS_MAX;
}

/** Adds an idea at the end, or takes it out when it is there already. A full shortlist takes no more. */
export function togglePick(draft: ShortlistDraft, idea: { recordId: string; title: string }): ShortlistDraft {
  if (isPicked(draft, idea.recordId)) return removeItem(draft, idea.recordId);
  if (isFull(draft)) return draft;
  return { ...draft, items: [...draft.items, { recordId: idea.recordId, title: idea.title, note: '' }] };
}

export function removeItem(draft: ShortlistDraft, recordId: string): ShortlistDraft {
  return { ...draft, items: draft.items.filter((item) => item.recordId !== recordId) };
}

/** Moves an idea one place up (-1) or down (1); at either end it stays. */
export function moveItem(draft: ShortlistDraft, recordId: string, by: -1 | 1): ShortlistDraft {
  const from = draft.items.findIndex((item) => item.recordId === recordId);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.items.length) return draft;
  const items = [...draft.items];
  const [moved] = items.splice(from, 1);
  if (moved) items.splice(to, 0, moved);
  return { ...draft, items };
}

export function setNote(draft: ShortlistDraft, recordId: string, note: string): ShortlistDraft {
  return { ...draft, items: draft.items.map((item) => (item.recordId === recordId ? { ...item, note } : item)) };
}

/** What PUT /api/users/{id}/shortlist is sent: the texts without the blank lines and spaces around them. */
export function bodyOf(draft: ShortlistDraft): ShortlistBody {
  return { summary: draft.summary.trim(), items: draft.items.map((item) => ({ recordId: item.recordId, note: item.note.trim() })) };
}

/** True when sharing `draft` would send what `saved` already holds (nothing to warn about on leaving). */
export function sameAsShared(draft: ShortlistDraft, saved: ShortlistDraft): boolean {
  return JSON.stringify(bodyOf(draft)) === JSON.stringify(bodyOf(saved));
}
