/**
 * The shortlist of career ideas a counselor shares with a client after the results session, and
 * the client's marks on it. Browser-safe: constants and types only.
 */
import type { CareerFitDto } from '../../records/contract/career-idea-dto';

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
  /**
   * Shares made before bands (issue 43) keep what they showed then: the fit 0-100 and `why` (one
   * text). Later shares have `fit` null and `why` '', and carry `shared` instead.
   */
  fit: number | null;
  why: string;
  /** The fit as it was shown when shared (band, rank, stability, parts, reasons) and the profile's differentiation then; absent in earlier shares, null when the client had no interests. */
  shared?: SharedFitDto | null;
  jobZone: number | null;
  education: string;
  medianWage: number | null;
  onetCode: string | null;
}

/** What a shared idea keeps of its fit: the fit in the client's own voice and the profile's spread then. */
export interface SharedFitDto extends CareerFitDto {
  differentiation: number;
  undifferentiated: boolean;
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
