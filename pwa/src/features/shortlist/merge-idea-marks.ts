import type { IdeaMark, IdeaMarkDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import type { IdeaMarkRecord } from '../../offline/local-db';

/** One idea's mark as the client sees it. */
export interface IdeaMarkState {
  mark: IdeaMark | null;
  /** Chosen on this device and not yet acknowledged by the server. */
  pending: boolean;
  /** The server refused it: its message. */
  error: string | undefined;
}

export const NO_MARK: IdeaMarkState = { mark: null, pending: false, error: undefined };

/**
 * Per idea, the newest of the marks the server sent (however many copies: the page's fetch, the
 * device's cache) and the one chosen on this device, as the server decides too: newest stamp wins
 * (a device mark wins a tie: it is the same mark, and knows whether it is acknowledged).
 */
export function mergeIdeaMarks(server: readonly (readonly IdeaMarkDto[])[], local: readonly IdeaMarkRecord[]): Map<string, IdeaMarkState> {
  const newest = new Map<string, IdeaMarkDto>();
  for (const marks of server) {
    for (const mark of marks) {
      const seen = newest.get(mark.recordId);
      if (!seen || mark.stamp > seen.stamp) newest.set(mark.recordId, mark);
    }
  }
  const merged = new Map<string, IdeaMarkState>();
  for (const [recordId, mark] of newest) merged.set(recordId, { mark: mark.mark, pending: false, error: undefined });
  for (const row of local) {
    const seen = newest.get(row.recordId);
    if (seen && seen.stamp > row.stamp) continue;
    const unsent = row.dirty === 1;
    merged.set(row.recordId, { mark: row.mark, pending: unsent && row.error === undefined, error: unsent ? row.error : undefined });
  }
  return merged;
}
