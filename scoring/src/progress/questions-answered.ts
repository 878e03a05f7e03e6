import type { AssessmentId } from '../assessment-ids';
import { countAnswered } from './is-answered';

/** Key of the card-sort bin that holds the cards not yet sorted (answers: { [binId]: cardId[] }). */
export const CARD_SORT_START_BIN = 'start';

function clamp(count: number, total: number): number {
  return Math.max(0, Math.min(count, Math.max(0, total)));
}

function cardsLeft(answers: unknown): number {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) {
    return Number.POSITIVE_INFINITY;
  }
  const start: unknown = (answers as Record<string, unknown>)[CARD_SORT_START_BIN];
  return Array.isArray(start) ? countAnswered(start) : 0;
}

function answerKeys(answers: unknown): number {
  if (Array.isArray(answers)) return countAnswered(answers);
  if (answers !== null && typeof answers === 'object') return Object.keys(answers).length;
  return 0;
}

/**
 * The questionsAnswered stored after a save (spec section 4, "Progress after a save"):
 * - career-values: total minus the cards left in the start bin (no answers yet: 0);
 * - interview: the number of answer keys (for a list: its answered entries);
 * - myers-briggs: the total (its only question, the gender, is asked before the provider);
 * - neo, depression-screening: the answers that are not null (we also skip undefined, holes and
 *   '' since a cleared answer is stored that way and cannot be scored);
 * - the others (consent, readiness-for-change): the answer count, with the same reading of
 *   "answered" (isAnswered).
 * Always clamped to 0..totalQuestions.
 */
export function questionsAnswered(assessmentId: AssessmentId, answers: unknown, totalQuestions: number): number {
  switch (assessmentId) {
    case 'career-values':
      return clamp(totalQuestions - cardsLeft(answers), totalQuestions);
    case 'interview':
      return clamp(answerKeys(answers), totalQuestions);
    case 'myers-briggs':
      return clamp(totalQuestions, totalQuestions);
    case 'neo':
    case 'depression-screening':
    case 'consent':
    case 'readiness-for-change':
      return clamp(countAnswered(answers), totalQuestions);
  }
}
