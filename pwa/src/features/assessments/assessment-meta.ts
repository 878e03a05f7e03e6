import type { AssessmentId } from '@career/scoring/assessment-ids';

export interface AssessmentMeta {
  name: string;
  totalQuestions: number;
  timeToComplete: string;
  whatIsIt: string;
}

/**
 * What the dashboard shows about each assessment, copied from the instrument definitions in
 * @career/scoring so the dashboard chunk does not carry the definitions themselves (the NEO's
 * 240 items and norms, the interview's questions). assessment-meta.test.ts checks that every
 * entry still equals its definition.
 */
export const ASSESSMENT_META: Record<AssessmentId, AssessmentMeta> = {
  consent: {
    name: 'Consent',
    totalQuestions: 1,
    timeToComplete: '2 minutes',
    whatIsIt: 'Your agreement to take part in the career assessment and to let us keep your answers and results.',
  },
  'depression-screening': {
    name: 'Depression Screening',
    totalQuestions: 21,
    timeToComplete: '5-10 minutes',
    whatIsIt:
      'A self-report screening of 21 groups of statements about how you have been feeling: mood, outlook, energy, sleep, appetite, focus and related areas.',
  },
  'readiness-for-change': {
    name: 'Readiness for Change',
    totalQuestions: 12,
    timeToComplete: '5 minutes',
    whatIsIt: 'Twelve short statements about changing careers that show how ready you are to make a change right now.',
  },
  neo: {
    name: 'NEO Personality Inventory',
    totalQuestions: 240,
    timeToComplete: '45-60 minutes',
    whatIsIt:
      'A 240-item questionnaire on the five broad dimensions of personality (neuroticism, extraversion, openness, agreeableness and conscientiousness), each split into six more specific facets. It uses public-domain items of the International Personality Item Pool (IPIP).',
  },
  'myers-briggs': {
    name: 'Myers Briggs Type Indicator-Form M',
    totalQuestions: 1,
    timeToComplete: '45-60 minutes',
    whatIsIt:
      "A widely used personality questionnaire that describes how you prefer to direct your energy, take in information, make decisions and organise your life, summed up as a four-letter type. You take it, together with the Strong Interest Inventory, on our partner's secure site.",
  },
  'career-values': {
    name: 'Career Values Card Sort',
    totalQuestions: 54,
    timeToComplete: '20-30 minutes',
    whatIsIt:
      'A card sort of 54 work values. Each card names something a job can offer you, such as security, variety or the chance to help people. You place every card in one of five columns, from values you always want in your work to values you never need.',
  },
  interview: {
    name: 'Psychosocial Interview',
    totalQuestions: 52,
    timeToComplete: '30-45 minutes',
    whatIsIt:
      'A written interview about your background: your education, the work you have done, your family, your health, your finances and your goals.',
  },
};

/** The assessments that have their own page in this version; the others show 'coming soon'. */
export const ASSESSMENTS_WITH_PAGES: readonly AssessmentId[] = ['consent', 'depression-screening', 'readiness-for-change', 'neo'];
