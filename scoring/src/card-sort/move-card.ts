import { ScoringError } from '../scoring-error';
import type { CardListId, CardSortAnswers } from './card-sort-types';
import { CARD_LIST_IDS } from './card-sort-types';

/** The list that currently holds the card, or undefined. */
export function findCardList(answers: CardSortAnswers, cardId: string): CardListId | undefined {
  return CARD_LIST_IDS.find((listId) => answers[listId].includes(cardId));
}

/**
 * Moves a card to `to` at `toIndex` (default: the end; clamped to the list). Moving within a
 * list reorders it. A card leaving 'always' also leaves the rank. Returns new answers.
 * Throws ScoringError('unknown_card') when no list holds the card.
 */
export function moveCard(
  answers: CardSortAnswers,
  cardId: string,
  to: CardListId,
  toIndex?: number,
): CardSortAnswers {
  const from = findCardList(answers, cardId);
  if (from === undefined) {
    throw new ScoringError('unknown_card', `Card "${cardId}" is not in any list`, cardId);
  }
  const next: CardSortAnswers = {
    start: [...answers.start],
    always: [...answers.always],
    often: [...answers.often],
    sometimes: [...answers.sometimes],
    seldom: [...answers.seldom],
    never: [...answers.never],
    rank: to === 'always' ? [...answers.rank] : answers.rank.filter((id) => id !== cardId),
  };
  next[from] = next[from].filter((id) => id !== cardId);
  const target = next[to];
  const index = Math.max(0, Math.min(toIndex ?? target.length, target.length));
  target.splice(index, 0, cardId);
  return next;
}
