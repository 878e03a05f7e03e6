import { levelOfT } from '../t-score-level';
import type { SiiLevelSource, SiiMeasure } from './sii-types';

/** The longest level label accepted from the provider (the wire contract uses the same limit). */
export const SII_PROVIDER_LEVEL_MAX_LENGTH = 60;

/**
 * How the Strong reads an Occupational Scale (its manual's convention; issue 42): 40 and above
 * means the client's likes and dislikes resemble those of people satisfied in the occupation,
 * 30 to 39 is mid-range, below 30 dissimilar. The 40/60 rule of the themes does not apply.
 */
export const OS_LEVELS = {
  similarFrom: 40,
  midRangeFrom: 30,
  similar: 'Similar interests',
  midRange: 'Mid-range',
  dissimilar: 'Dissimilar interests',
} as const;

/** The scale groups whose scales carry a level (PSS shows its clarity, SCI its 1-5 score). */
export const SII_LEVELLED_GROUPS = ['GOT', 'BIS', 'OS'] as const;

/**
 * The one level of a GOT or BIS scale (docs/results.md, "One level per score"): the provider's
 * level for the scale when it sent one, as sent; otherwise the rule of spec section 9 on the
 * standard score: above 60 High, below 40 Low, otherwise Average (60 and 40 are Average).
 */
export function siiLevel(measure: Pick<SiiMeasure, 'value' | 'level'>): { level: string; levelSource: SiiLevelSource } {
  const provided = measure.level?.trim() ?? '';
  return provided !== '' ? { level: provided, levelSource: 'provider' } : { level: levelOfT(measure.value), levelSource: 'spec' };
}

/** The one level of an Occupational Scale: the provider's when sent, else OS_LEVELS on the score ('strong-os'). */
export function osLevel(measure: Pick<SiiMeasure, 'value' | 'level'>): { level: string; levelSource: SiiLevelSource } {
  const provided = measure.level?.trim() ?? '';
  if (provided !== '') return { level: provided, levelSource: 'provider' };
  const level =
    measure.value >= OS_LEVELS.similarFrom ? OS_LEVELS.similar : measure.value >= OS_LEVELS.midRangeFrom ? OS_LEVELS.midRange : OS_LEVELS.dissimilar;
  return { level, levelSource: 'strong-os' };
}
