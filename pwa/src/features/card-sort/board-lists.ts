/** Cards per list on a board, by list id (card ids in display order). */
export type BoardLists = Readonly<Record<string, readonly string[]>>;

/** Where a card is on a board. */
export interface BoardPlace {
  listId: string;
  index: number;
}

/** The list and index of a card, or undefined when no list holds it. */
export function findPlace(lists: BoardLists, cardId: string): BoardPlace | undefined {
  for (const [listId, cards] of Object.entries(lists)) {
    const index = cards.indexOf(cardId);
    if (index >= 0) return { listId, index };
  }
  return undefined;
}

/** Moves a card to a list at an index (clamped; the end when left out). Returns new lists. */
export function moveOnBoard(lists: BoardLists, cardId: string, toListId: string, toIndex?: number): BoardLists {
  const next: Record<string, string[]> = {};
  for (const [listId, cards] of Object.entries(lists)) next[listId] = cards.filter((id) => id !== cardId);
  const target = next[toListId];
  if (!target) return lists;
  const index = Math.max(0, Math.min(toIndex ?? target.length, target.length));
  target.splice(index, 0, cardId);
  return next;
}

export function samePlace(a: BoardPlace | undefined, b: BoardPlace | undefined): boolean {
  return a?.listId === b?.listId && a?.index === b?.index;
}
