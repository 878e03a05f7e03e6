import { isAnswered } from '@career/scoring/progress/is-answered';
import type { LocalAnswers } from '../../sync/sync-types';

/** How many of the questions '0'..String(total - 1) are answered. */
export function countAnsweredItems(answers: LocalAnswers, total: number): number {
  let count = 0;
  for (let index = 0; index < total; index += 1) {
    if (isAnswered(answers[String(index)])) count += 1;
  }
  return count;
}

/** The index of the first unanswered question, or undefined when every question is answered. */
export function firstUnansweredItem(answers: LocalAnswers, total: number): number | undefined {
  for (let index = 0; index < total; index += 1) {
    if (!isAnswered(answers[String(index)])) return index;
  }
  return undefined;
}

/** A stored answer as a radio value ('' when none). */
export function choiceValue(answers: LocalAnswers, index: number): string {
  const value = answers[String(index)];
  return typeof value === 'string' ? value : '';
}
