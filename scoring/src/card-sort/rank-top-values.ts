import { ScoringError } from '../scoring-error';
import type { CardSortAnswers } from './card-sort-types';

/**
 * Step two: the user has put the 'always' cards in order of importance. `orderedAlways` must be
 * a permutation of the 'always' list. Returns answers whose 'always' list is in that order and
 * whose `rank` is its first `rankCount` ids (all of them when 'always' holds fewer).
 */
export function rankTopValues(
  answers: CardSortAnswers,
  orderedAlways: readonly string[],
  rankCount: number,
): CardSortAnswers {
  const always = new Set(answers.always);
  const seen = new Set<string>();
  for (const id of orderedAlways) {
    if (!always.has(id)) {
      throw new ScoringError('unknown_card', `Card "${id}" is not in the "always" list`, id);
    }
    if (seen.has(id)) throw new ScoringError('duplicate_card', `Card "${id}" is ranked twice`, id);
    seen.add(id);
  }
  if (seen.size !== always.size) {
    throw new ScoringError('wrong_length', `Expected ${always.size} ordered "always" cards, got ${seen.size}`);
  }
  return { ...answers, always: [...orderedAlways], rank: orderedAlways.slice(0, rankCount) };
}
