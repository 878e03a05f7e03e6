/**
 * The shortlist of career ideas a counselor shares with a client after the results session, and
 * the client's marks on it. Browser-safe: constants and types only.
 */

export const SHORTLIST_SUMMARY_MAX = 4000;
export const SHORTLIST_NOTE_MAX = 1000;
export const SHORTLIST_ITEMS_MAX = 30;

export const SHORTLIST_EMAIL_SUBJECT = 'Your counselor shared career ideas with you';
export const SHORTLIST_HEADING = 'Career ideas from your counselor';

export const IDEA_MARKS = ['interested', 'not_for_me'] as const;
export type IdeaMark = (typeof IDEA_MARKS)[number];
export const IDEA_MARK_LABELS: Record<IdeaMark, string> = { interested: 'Interested', not_for_me: 'Not for me' };

/** One shared idea, as it was when shared (a record deleted later stays readable here). */
export interface ShortlistItemDto {
  recordId: string;
  title: string;
  description: string;
  note: string;
  /** Fit 0-100 when shared; null when the client had no interests to rank by. */
  fit: number | null;
  why: string;
  jobZone: number | null;
  education: string;
  medianWage: number | null;
  onetCode: string | null;
}

/** A client's mark on one idea; `mark` null clears it. `stamp`: the device's time in ms (newest wins). */
export interface IdeaMarkDto {
  recordId: string;
  mark: IdeaMark | null;
  stamp: number;
}

/** GET /api/users/current/shortlist. `sharedAt` null and no items: nothing shared yet. */
export interface ShortlistDto {
  summary: string;
  sharedAt: string | null;
  items: ShortlistItemDto[];
  marks: IdeaMarkDto[];
}

/** An earlier shortlist, replaced by a later share. */
export interface ShortlistHistoryEntryDto {
  sharedAt: string;
  sharedBy: string;
  replacedAt: string;
  summary: string;
  items: ShortlistItemDto[];
}

/** GET (and PUT's answer) /api/users/{id}/shortlist, admins. */
export interface AdminShortlistDto extends ShortlistDto {
  /** Who shared the current one ('First Last'), null when nothing is shared. */
  sharedBy: string | null;
  history: ShortlistHistoryEntryDto[];
}

/** PUT /api/users/{id}/shortlist body. */
export interface ShortlistBody {
  summary: string;
  items: { recordId: string; note: string }[];
}

/** PUT /api/users/current/shortlist/marks body; the answer is the stored marks (ShortlistDto['marks']). */
export interface IdeaMarksBody {
  marks: IdeaMarkDto[];
}
