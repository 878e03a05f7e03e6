import type { InstrumentInfo } from '../instrument-info';
import { MBTI_CLARITY_BANDS, MBTI_DICHOTOMIES, MBTI_MAX_LEVEL } from './mbti-scales';
import type { MbtiClarityBand, MbtiDichotomy, MbtiGender } from './mbti-types';

export interface MbtiDefinition extends InstrumentInfo {
  id: 'myers-briggs';
  /** The one client question: gender, required before finishing. */
  genderChoices: readonly { value: MbtiGender; label: string }[];
  dichotomies: readonly MbtiDichotomy[];
  clarityBands: readonly MbtiClarityBand[];
  maxLevel: number;
}

/**
 * The myers-briggs step: the client answers one question (gender) here and takes the MBTI
 * Form M and the Strong Interest Inventory on the external provider's site; results are synced
 * back. No MBTI item text is ever shipped.
 */
export const MBTI_DEFINITION: MbtiDefinition = {
  id: 'myers-briggs',
  instrumentVersion: '1',
  name: 'Myers Briggs Type Indicator-Form M',
  totalQuestions: 1,
  timeToComplete: '45-60 minutes',
  whatIsIt:
    'A widely used personality questionnaire that describes how you prefer to direct your ' +
    'energy, take in information, make decisions and organise your life, summed up as a ' +
    'four-letter type. You take it, together with the Strong Interest Inventory, on our ' +
    "partner's secure site.",
  whyIsItUsed:
    'Your type helps you and your coach talk about the work settings, tasks and ways of ' +
    'working that come most naturally to you. It describes preferences, not abilities.',
  instructions:
    "Choose your gender, then select 'Go to Myers Briggs' to take both questionnaires on the " +
    "partner's site. When you have finished there, come back and select 'I'm Finished'.",
  provenance: {
    source:
      'Results come from the external provider (Myers-Briggs Type Indicator Form M, The ' +
      'Myers-Briggs Company). We ship only the interpretation rules: letters from signed ' +
      'levels, 0-30 bars and the clarity categories.',
    licence: 'MBTI items and reports are proprietary and are never shipped. Interpretation code is ours.',
    provisional: [
      'Sign convention of the synced levels (negative = E/S/T/J, positive = I/N/F/P).',
      'Clarity ranges Slight 1-5, Moderate 6-15, Clear 16-25, Very Clear 26-30 (not confirmed from a primary public source).',
    ],
    notes: 'See scoring/src/mbti/provenance.md.',
  },
  genderChoices: [
    { value: 'm', label: 'Male' },
    { value: 'f', label: 'Female' },
    { value: 'other', label: 'Other' },
  ],
  dichotomies: MBTI_DICHOTOMIES,
  clarityBands: MBTI_CLARITY_BANDS,
  maxLevel: MBTI_MAX_LEVEL,
};
