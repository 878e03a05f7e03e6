import { levelOfT } from '../t-score-level';
import type { SiiLevelSource, SiiMeasure } from './sii-types';

/** The longest level label accepted from the provider (the wire contract uses the same limit). */
export const SII_PROVIDER_LEVEL_MAX_LENGTH = 60;

/** The scale groups whose scales carry a level (PSS shows its clarity, SCI its 1-5 score). */
export const SII_LEVELLED_GROUPS = ['GOT', 'BIS', 'OS'] as const;

/**
 * The one level of a GOT, BIS or OS scale (docs/results.md, "One level per score"): the
 * provider's level for the scale when it sent one, as sent; otherwise the rule of spec section 9
 * on the standard score: above 60 High, below 40 Low, otherwise Average (60 and 40 are Average).
 */
export function siiLevel(measure: Pick<SiiMeasure, 'value' | 'level'>): { level: string; levelSource: SiiLevelSource } {
  const provided = measure.level?.trim() ?? '';
  return provided !== '' ? { level: provided, levelSource: 'provider' } : { level: levelOfT(measure.value), levelSource: 'spec' };
}
