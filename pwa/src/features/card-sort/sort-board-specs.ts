import type { CardSortAnswers, ValueBins } from '@career/scoring/card-sort/card-sort-types';
import { CARD_LIST_IDS } from '@career/scoring/card-sort/card-sort-types';
import type { BoardLists } from './board-lists';
import type { BoardListSpec } from './board-types';

export function cardCount(count: number): string {
  return `${count} ${count === 1 ? 'card' : 'cards'}`;
}

/** Step one's columns: the start pile (full width), then the bins with their count and limits. */
export function sortBoardSpecs(sort: CardSortAnswers, valueBins: ValueBins): BoardListSpec[] {
  const bins = valueBins.allIds.map((binId): BoardListSpec => {
    const bin = valueBins.byId[binId];
    const count = sort[binId].length;
    return { id: binId, label: bin.name, summary: `${cardCount(count)} (min ${bin.minCards}, max ${bin.maxCards})`, warn: count > bin.maxCards };
  });
  return [{ id: 'start', label: 'Start', summary: cardCount(sort.start.length), wide: true }, ...bins];
}

/** Step one's cards per column. */
export function sortBoardLists(sort: CardSortAnswers): BoardLists {
  return Object.fromEntries(CARD_LIST_IDS.map((listId) => [listId, sort[listId]]));
}
