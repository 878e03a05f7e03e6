import { ApiError } from '../../api/api-error';
import type { DraftItem } from './shortlist-draft';

/** What the shortlist editor shows after a share failed: a message, and the server's words beside the fields they are about. */
export interface ShareProblem {
  message: string;
  summary?: string;
  /** About the list of ideas as a whole (too many, an idea that is gone). */
  items?: string;
  /** About one idea's note, by record id. */
  notes: Record<string, string>;
  /** The server's other field messages, shown under the message. */
  details: string[];
}

/** A field key of one idea: 'items.2', 'items.2.note' or 'items[2].note' (the API keys its own fields 'summary' and 'items'). */
const ITEM_KEY = /^items(?:\.|\[)(\d+)\]?(?:\.(\w+))?$/;

/**
 * A failed share: the server's validation says what to fix, each message beside its field; any
 * other failure (offline, server error) says the shortlist was not shared, and why.
 */
export function shareProblemOf(caught: unknown, items: readonly DraftItem[]): ShareProblem {
  if (!(caught instanceof ApiError)) return { message: 'The shortlist was not shared. Something went wrong. Please try again.', notes: {}, details: [] };
  if (caught.code !== 'validation') return { message: `The shortlist was not shared. ${caught.message}`, notes: {}, details: [] };
  const problem: ShareProblem = { message: caught.message, notes: {}, details: [] };
  for (const [key, text] of Object.entries(caught.fields)) {
    if (!text) continue;
    if (key === 'summary') problem.summary = text;
    else if (key === 'items') problem.items = text;
    else {
      const match = ITEM_KEY.exec(key);
      const item = match ? items[Number(match[1])] : undefined;
      if (item && (match?.[2] === undefined || match[2] === 'note')) problem.notes[item.recordId] = text;
      else problem.details.push(text);
    }
  }
  return problem;
}
