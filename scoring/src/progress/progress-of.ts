import { roundTo } from '../round-to';
import { countAnswered } from './is-answered';

/** answered / total rounded to 2 decimals, clamped to 0..1; 0 when there is no total. */
export function progressFromCount(answered: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(answered) || answered <= 0) {
    return 0;
  }
  return roundTo(Math.min(1, answered / total), 2);
}

/**
 * The progress bar (spec section 4): answered items (see isAnswered: no null, no empty string)
 * over the total number of questions, rounded to 2 decimals, never above 1.
 */
export function progressOf(answers: unknown, total: number): number {
  return progressFromCount(countAnswered(answers), total);
}
