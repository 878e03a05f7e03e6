import type { InstrumentInfo } from '../instrument-info';
import type { HollandThemeInfo } from './holland-themes';
import { HOLLAND_THEME_INFO } from './holland-themes';
import type { PersonalStyleScale } from './personal-style-scales';
import { PERSONAL_STYLE_SCALES } from './personal-style-scales';
import { GOT_CHART_RANGE, PSS_CHART_RANGE, PSS_MIDRANGE, SCI_RANGE, SII_TOP_INTERESTS, SII_TOP_THEMES } from './sii-scales';

export interface SiiDefinition extends InstrumentInfo {
  id: 'myers-briggs';
  themes: readonly HollandThemeInfo[];
  personalStyleScales: readonly PersonalStyleScale[];
  topThemes: number;
  topInterests: number;
  gotChartRange: { min: number; max: number };
  pssChartRange: { min: number; max: number };
  pssMidrange: { min: number; max: number };
  sciRange: { min: number; max: number };
}

/**
 * The Strong Interest Inventory is taken on the provider's site in the myers-briggs step (its one
 * client question, gender, is shared with the MBTI). Only interpretation rules ship here.
 */
export const SII_DEFINITION: SiiDefinition = {
  id: 'myers-briggs',
  instrumentVersion: '1',
  name: 'Strong Interest Inventory',
  totalQuestions: 1,
  timeToComplete: '35-45 minutes',
  whatIsIt:
    'An interest inventory that compares your likes and dislikes with those of people in many ' +
    'occupations. It reports six broad interest themes, more specific interest areas, ' +
    'occupations, personal style and how confident you feel in different kinds of tasks.',
  whyIsItUsed:
    'People tend to be more satisfied in work that matches their interests. Your results point ' +
    'to fields and occupations worth exploring with your coach.',
  instructions:
    "You take the Strong Interest Inventory on our partner's site together with the Myers " +
    'Briggs questionnaire, from the Myers Briggs page.',
  provenance: {
    source:
      'Results come from the external provider (Strong Interest Inventory, The Myers-Briggs ' +
      "Company). Theme descriptions and skill areas are our own words on Holland's public RIASEC " +
      "theory. A scale's level is the provider's when it sends one, otherwise the spec's rule on the score.",
    licence: 'Strong items, norms and reports are proprietary and are never shipped. Interpretation code is ours.',
    provisional: ['Personal Style Scale pole wording.'],
    notes: 'See scoring/src/sii/provenance.md.',
  },
  themes: HOLLAND_THEME_INFO,
  personalStyleScales: PERSONAL_STYLE_SCALES,
  topThemes: SII_TOP_THEMES,
  topInterests: SII_TOP_INTERESTS,
  gotChartRange: GOT_CHART_RANGE,
  pssChartRange: PSS_CHART_RANGE,
  pssMidrange: PSS_MIDRANGE,
  sciRange: SCI_RANGE,
};
