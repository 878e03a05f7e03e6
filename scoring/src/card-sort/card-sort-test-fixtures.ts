import type { CardSortAnswers, ValueBinId } from './card-sort-types';
import { VALUE_CARDS } from './value-cards';

/** Test helper: deals the deck in order into bins by count; the rest stays in start. */
export function dealByCounts(counts: Partial<Record<ValueBinId, number>>, rankCount = 0): CardSortAnswers {
  const ids = VALUE_CARDS.map((card) => card.id);
  const take = (n = 0): string[] => ids.splice(0, n);
  const always = take(counts.always);
  const answers: CardSortAnswers = {
    always,
    often: take(counts.often),
    sometimes: take(counts.sometimes),
    seldom: take(counts.seldom),
    never: take(counts.never),
    start: [],
    rank: always.slice(0, rankCount),
  };
  answers.start = ids;
  return answers;
}
