import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import type { CardSortAnswers } from '@career/scoring/card-sort/card-sort-types';
import { CARD_LIST_IDS } from '@career/scoring/card-sort/card-sort-types';
import type { LocalAnswers } from '../../sync/sync-types';

/** The answer keys of the card sort: the six card lists and the rank. */
export const CARD_SORT_KEYS = [...CARD_LIST_IDS, 'rank'] as const;
export type CardSortKey = (typeof CARD_SORT_KEYS)[number];

const KNOWN_IDS = new Set(CARD_SORT_DEFINITION.questions.cards.map((card) => card.id));

function idList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** True when the device holds at least one card list of the sort. */
export function hasCardLists(answers: LocalAnswers): boolean {
  return CARD_LIST_IDS.some((listId) => Array.isArray(answers[listId]));
}

/**
 * The device's answers as a card sort, repaired so the page can always show it: unknown and
 * repeated cards are dropped, a card in no list goes back to the start pile, and the rank keeps
 * only distinct 'always' cards (at most rankCount). Undefined when no card list is stored yet.
 */
export function readCardSort(answers: LocalAnswers): CardSortAnswers | undefined {
  if (!hasCardLists(answers)) return undefined;
  const seen = new Set<string>();
  const lists = {} as Omit<CardSortAnswers, 'rank'>;
  for (const listId of CARD_LIST_IDS) {
    lists[listId] = idList(answers[listId]).filter((id) => {
      if (!KNOWN_IDS.has(id) || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }
  for (const card of CARD_SORT_DEFINITION.questions.cards) {
    if (!seen.has(card.id)) lists.start.push(card.id);
  }
  const always = new Set(lists.always);
  const rank = [...new Set(idList(answers.rank))].filter((id) => always.has(id)).slice(0, CARD_SORT_DEFINITION.rankCount);
  return { ...lists, rank };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** True when both sorts hold the same cards in the same order in every list and the rank. */
export function sameCardSort(a: CardSortAnswers, b: CardSortAnswers): boolean {
  return CARD_SORT_KEYS.every((key) => sameList(a[key], b[key]));
}

/** The lists that differ between two sorts, as answer entries to save together. */
export function changedLists(before: CardSortAnswers, after: CardSortAnswers): [CardSortKey, string[]][] {
  return CARD_SORT_KEYS.filter((key) => !sameList(before[key], after[key])).map((key) => [key, [...after[key]]]);
}

/** Every list of a sort as answer entries (a first save writes them all). */
export function allLists(answers: CardSortAnswers): [CardSortKey, string[]][] {
  return CARD_SORT_KEYS.map((key) => [key, [...answers[key]]]);
}
