import { roundTo } from './round-to';

/** A 95% band around a T-score: the score plus or minus 1.96 standard errors of measurement. */
export interface ScoreInterval {
  low: number;
  high: number;
}

/** z for a two-sided 95% band. */
export const Z_95 = 1.96;

/** The standard error of measurement of a T-score (SD 10) of the given reliability: 10 sqrt(1 - r). */
export function tScoreSem(reliability: number): number {
  if (!(reliability > 0 && reliability < 1)) {
    throw new Error(`A reliability must lie between 0 and 1, not ${reliability}.`);
  }
  return 10 * Math.sqrt(1 - reliability);
}

/** T +/- 1.96 SEM, rounded to 1 decimal like the T-score it belongs to. */
export function tScoreInterval(t: number, reliability: number): ScoreInterval {
  const margin = Z_95 * tScoreSem(reliability);
  return { low: roundTo(t - margin, 1), high: roundTo(t + margin, 1) };
}

/** Reliability of a form `factor` times as long, by Spearman-Brown: factor r / (1 + (factor - 1) r). */
export function spearmanBrown(reliability: number, factor: number): number {
  if (!(reliability > 0 && reliability < 1) || !(factor > 0)) {
    throw new Error(`Spearman-Brown needs a reliability in (0, 1) and a positive factor, not ${reliability} and ${factor}.`);
  }
  return (factor * reliability) / (1 + (factor - 1) * reliability);
}
