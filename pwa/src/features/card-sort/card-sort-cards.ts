import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import type { BoardCard } from './board-types';

/** The 54 value cards by id, as the board shows them. */
export const CARD_SORT_CARDS: ReadonlyMap<string, BoardCard> = new Map(
  CARD_SORT_DEFINITION.questions.cards.map((card) => [card.id, { id: card.id, title: card.title, description: card.description }]),
);
