import type { ScoreInterval } from '@career/scoring/score-interval';

/** A 95% range in whole numbers, e.g. '58-70': no more precise than the margin it shows. */
export function formatRange(interval: ScoreInterval): string {
  return `${Math.round(interval.low)}–${Math.round(interval.high)}`;
}

/** The range in words, for charts read aloud: 'margin of error 58 to 70'. */
export function rangeWords(interval: ScoreInterval): string {
  return `margin of error ${Math.round(interval.low)} to ${Math.round(interval.high)}`;
}

/** The one line under a chart with ranges: what the bar around a score means (to the client or of them). */
export const RANGE_KEY =
  'The bar around each score is its margin of error (a 95% range): a questionnaire cannot measure more exactly than that, so two scores whose ranges overlap may not really differ.';
