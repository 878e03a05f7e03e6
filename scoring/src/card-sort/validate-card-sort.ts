import type { CardSortAnswers, ValueBinId, ValueBins } from './card-sort-types';
import { notEnoughMessage, tooManyMessage, unrankedMessage, unsortedMessage } from './card-sort-messages';

export type CardSortIssue =
  | { kind: 'unsorted'; left: number; message: string }
  | { kind: 'too_many'; binId: ValueBinId; count: number; maxCards: number; message: string }
  | { kind: 'not_enough'; binId: ValueBinId; count: number; minCards: number; message: string }
  | { kind: 'unranked'; left: number; message: string };

/**
 * Checks step one before the user may go on to ranking. Returns the issues in display order
 * (empty when the sort is valid): first 'unsorted' when cards are left in the start pile, then
 * per bin in `allIds` order 'too_many' or 'not_enough'. While cards are still unsorted,
 * 'not_enough' is not reported (sorting the rest may fix it); 'too_many' always is.
 */
export function validateCardSort(answers: CardSortAnswers, valueBins: ValueBins): CardSortIssue[] {
  const issues: CardSortIssue[] = [];
  const left = answers.start.length;
  if (left > 0) issues.push({ kind: 'unsorted', left, message: unsortedMessage(left) });
  for (const binId of valueBins.allIds) {
    const bin = valueBins.byId[binId];
    const count = answers[binId].length;
    if (count > bin.maxCards) {
      issues.push({ kind: 'too_many', binId, count, maxCards: bin.maxCards, message: tooManyMessage(bin.name, bin.maxCards) });
    } else if (count < bin.minCards && left === 0) {
      issues.push({ kind: 'not_enough', binId, count, minCards: bin.minCards, message: notEnoughMessage(bin.name, bin.minCards) });
    }
  }
  return issues;
}

/** Checks step two: `rankCount` cards must be ranked (fewer only if 'always' holds fewer). */
export function validateRank(answers: CardSortAnswers, rankCount: number): CardSortIssue[] {
  const needed = Math.min(rankCount, answers.always.length);
  const ranked = new Set(answers.rank.filter((id) => answers.always.includes(id))).size;
  const left = needed - ranked;
  return left > 0 ? [{ kind: 'unranked', left, message: unrankedMessage(rankCount, left) }] : [];
}
