import type { LevelCutoffs, TScoreLevel } from '../t-score-level';
import { levelOfT } from '../t-score-level';
import type { NormStat } from './rescale-norms';

export type NeoLevel = TScoreLevel;

/** A 20-wide band of the T-score chart highlighted behind the score marker. */
export interface HighlightBand {
  level: NeoLevel;
  from: number;
  to: number;
}

/** T = 50 + 10 (raw - mean) / sd, unrounded. */
export function tScoreOf(raw: number, norm: NormStat): number {
  return 50 + (10 * (raw - norm.mean)) / norm.sd;
}

/** Standard normal cumulative distribution (Abramowitz & Stegun 7.1.26; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * Percentile of a T-score under the normal model the norms imply, as a whole number 1..99.
 * (Johnson's scripts use a cubic fit of this curve; it overshoots to 99.7 near T = 71 and then
 * falls, so we use the curve itself.)
 */
export function percentileOfT(t: number): number {
  return Math.min(99, Math.max(1, Math.round(100 * normalCdf((t - 50) / 10))));
}

/** The highlighted band a T-score falls in: the band of its level (so T = 40 and 60 are Average). */
export function highlightBandOf(t: number, cutoffs: LevelCutoffs, bands: readonly HighlightBand[]): HighlightBand {
  const level = levelOfT(t, cutoffs);
  const band = bands.find((candidate) => candidate.level === level);
  if (band === undefined) {
    throw new Error(`No highlight band for level ${level}.`);
  }
  return band;
}
