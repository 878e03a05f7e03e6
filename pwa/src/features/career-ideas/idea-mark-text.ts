import type { IdeaMarkDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { IDEA_MARK_LABELS } from '@career/sync-server/shortlists/contract/shortlist-dto';

export const NO_MARK_TEXT = 'No answer yet';

/** The client's answer on one shared idea, in words: 'Interested', 'Not for me' or 'No answer yet'. */
export function ideaMarkText(marks: readonly IdeaMarkDto[], recordId: string): string {
  const mark = marks.find((entry) => entry.recordId === recordId)?.mark ?? null;
  return mark ? IDEA_MARK_LABELS[mark] : NO_MARK_TEXT;
}
