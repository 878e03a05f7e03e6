/** What a card shows: its title (its accessible name) and a one-line description. */
export interface BoardCard {
  id: string;
  title: string;
  description: string;
}

/** One list (column) of a board. */
export interface BoardListSpec {
  id: string;
  /** The column's heading and the accessible name of its region and list. */
  label: string;
  /** Count and limits, e.g. '3 cards (min 8, max 14)'; the accessible description. */
  summary: string;
  /** Shown in the error colour (e.g. over the maximum). */
  warn?: boolean;
  /** Spans the whole board with cards wrapping in a grid (the start pile). */
  wide?: boolean;
  /** A numbered list (the ranking). */
  ordered?: boolean;
  /** The most cards the list takes; moves into a full list are refused. */
  capacity?: number;
}

/** DOM ids of a card's parts (one board per page). */
export function cardDomId(cardId: string): string {
  return `card-${cardId}`;
}

export function listDroppableId(listId: string): string {
  return `list:${listId}`;
}

/** The list id of a droppable id, or undefined for a card's id. */
export function listIdOfDroppable(id: string): string | undefined {
  return id.startsWith('list:') ? id.slice('list:'.length) : undefined;
}
