import type { PssClarity } from './sii-types';

/** Spec section 9 and the Strong charts. */
export const SII_TOP_THEMES = 3;
export const SII_TOP_INTERESTS = 5;
export const GOT_CHART_RANGE = { min: 25, max: 75 } as const;
export const PSS_CHART_RANGE = { min: 20, max: 80 } as const;
/** PSS: Clear strictly below 35 or strictly above 65; 35..65 inclusive is Midrange. */
export const PSS_MIDRANGE = { min: 35, max: 65 } as const;
export const SCI_RANGE = { min: 1, max: 5 } as const;
/** Standard scores accepted for GOT, BIS and PSS (Occupational Scales may be negative). */
export const STANDARD_SCORE_RANGE = { min: 0, max: 100 } as const;
export const OS_SCORE_RANGE = { min: -100, max: 100 } as const;

/** The position of a value on a chart range as 0..100 (clamped), 2 decimals. */
export function chartPercent(value: number, range: { min: number; max: number }): number {
  const clamped = Math.min(range.max, Math.max(range.min, value));
  return Math.round(((clamped - range.min) / (range.max - range.min)) * 10000) / 100;
}

export function pssClarity(value: number): PssClarity {
  return value < PSS_MIDRANGE.min || value > PSS_MIDRANGE.max ? 'Clear' : 'Midrange';
}

/** The Skills Confidence bar: score x 20 percent. */
export function sciBarPercent(score: number): number {
  return Math.round(score * 20 * 100) / 100;
}

/**
 * Reliability used for the 95% band of a General Occupational Theme: the low end of the published
 * internal consistencies of the Strong's GOTs, .90 to .95 (Donnay, Morris, Schaubhut & Thompson,
 * Strong Interest Inventory Manual, 2005; as summarised by The Myers-Briggs Company, "Validity of
 * the Strong Interest Inventory instrument"). The lowest figure gives the widest band: a stated
 * conservative value for every theme until the provider sends per-theme figures.
 */
export const GOT_RELIABILITY = 0.9;
