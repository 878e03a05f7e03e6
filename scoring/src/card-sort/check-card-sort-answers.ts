import { ScoringError } from '../scoring-error';
import type { CardListId, CardSortAnswers, CardSortQuestions } from './card-sort-types';
import { CARD_LIST_IDS } from './card-sort-types';

const ALLOWED_KEYS = new Set<string>([...CARD_LIST_IDS, 'rank']);

function readIdList(value: unknown, key: string): string[] {
  if (!Array.isArray(value)) {
    throw new ScoringError('invalid_answer', `Card sort list "${key}" must be an array`, key);
  }
  return value.map((id: unknown) => {
    if (typeof id !== 'string') {
      throw new ScoringError('invalid_answer', `Card sort list "${key}" holds a non-string id`, key);
    }
    return id;
  });
}

/**
 * Checks the structure of saved (possibly unfinished) card-sort answers and returns them typed.
 * Every card of the deck must be in exactly one of start/always/often/sometimes/seldom/never;
 * `rank` (optional, default []) may hold only distinct 'always' cards, at most `rankCount`.
 * Throws ScoringError: 'invalid_answer' (shape, unknown key), 'unknown_card', 'duplicate_card',
 * 'missing_answer' (a card in no list), 'wrong_length' (rank too long).
 */
export function checkCardSortAnswers(
  answers: unknown,
  questions: CardSortQuestions,
  rankCount: number,
): CardSortAnswers {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) {
    throw new ScoringError('invalid_answer', 'Card sort answers must be an object');
  }
  const record = answers as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!ALLOWED_KEYS.has(key)) throw new ScoringError('invalid_answer', `Unknown card sort list "${key}"`, key);
  }
  const known = new Set(questions.cards.map((card) => card.id));
  const seen = new Set<string>();
  const lists = {} as Record<CardListId, string[]>;
  for (const listId of CARD_LIST_IDS) {
    const ids = readIdList(record[listId], listId);
    for (const id of ids) {
      if (!known.has(id)) throw new ScoringError('unknown_card', `Unknown card "${id}"`, id);
      if (seen.has(id)) throw new ScoringError('duplicate_card', `Card "${id}" appears more than once`, id);
      seen.add(id);
    }
    lists[listId] = ids;
  }
  const missing = questions.cards.find((card) => !seen.has(card.id));
  if (missing) throw new ScoringError('missing_answer', `Card "${missing.id}" is in no list`, missing.id);

  const rank = record.rank === undefined ? [] : readIdList(record.rank, 'rank');
  const ranked = new Set<string>();
  for (const id of rank) {
    if (!known.has(id)) throw new ScoringError('unknown_card', `Unknown ranked card "${id}"`, id);
    if (ranked.has(id)) throw new ScoringError('duplicate_card', `Card "${id}" is ranked twice`, id);
    if (!lists.always.includes(id)) {
      throw new ScoringError('invalid_answer', `Ranked card "${id}" is not in the "always" list`, id);
    }
    ranked.add(id);
  }
  if (rank.length > rankCount) {
    throw new ScoringError('wrong_length', `At most ${rankCount} cards can be ranked, got ${rank.length}`);
  }
  return { ...lists, rank };
}
