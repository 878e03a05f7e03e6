import type { MbtiClarityBand, MbtiDichotomy } from './mbti-types';

/** Levels run -30..30; bars run 0..30 on each side (spec section 9). */
export const MBTI_MAX_LEVEL = 30;

export const MBTI_DICHOTOMIES: readonly MbtiDichotomy[] = [
  { id: 'EI', first: { letter: 'E', name: 'Extraversion' }, second: { letter: 'I', name: 'Introversion' } },
  { id: 'SN', first: { letter: 'S', name: 'Sensing' }, second: { letter: 'N', name: 'Intuition' } },
  { id: 'TF', first: { letter: 'T', name: 'Thinking' }, second: { letter: 'F', name: 'Feeling' } },
  { id: 'JP', first: { letter: 'J', name: 'Judging' }, second: { letter: 'P', name: 'Perceiving' } },
];

/**
 * Preference clarity categories by preference clarity index (pci), MBTI Form M:
 * Slight 1-5, Moderate 6-15, Clear 16-25, Very Clear 26-30 (PROVISIONAL: the category names are
 * confirmed by the publisher; the numeric ranges come from widely reproduced practitioner
 * material, not a primary public source; see provenance.md). A pci of 0 does not occur in
 * Form M; we label it Slight.
 */
export const MBTI_CLARITY_BANDS: readonly MbtiClarityBand[] = [
  { label: 'Slight', min: 0, max: 5 },
  { label: 'Moderate', min: 6, max: 15 },
  { label: 'Clear', min: 16, max: 25 },
  { label: 'Very Clear', min: 26, max: 30 },
];
