import type { CardSortAnswers, CardSortQuestions } from './card-sort-types';

/** A fresh sort: every card in the start pile in deck order, bins and rank empty. */
export function initCardSort(questions: CardSortQuestions): CardSortAnswers {
  return {
    start: questions.cards.map((card) => card.id),
    always: [],
    often: [],
    sometimes: [],
    seldom: [],
    never: [],
    rank: [],
  };
}
