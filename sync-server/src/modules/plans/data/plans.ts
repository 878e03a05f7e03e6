import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import type { PlanDto } from '../contract/plan-dto';

/**
 * The plans, seeded into the database at every start (so edits here reach existing databases).
 * Prices are EXAMPLE figures chosen for the demo, not published prices: replace them with the
 * practice's own. The 3% processing fee is the spec's.
 */
export const PLAN_SEED: readonly PlanDto[] = [
  {
    _id: 'free',
    name: 'Free',
    order: 1,
    tagline: 'Explore your personality, values and readiness for change.',
    features: [
      'Depression screening',
      'Readiness for change questionnaire',
      'Personality inventory (240 questions)',
      'Career values card sort',
      'Your results online, any time',
    ],
    price: 0,
    processingFeePercentage: 0,
    assessments: ['depression-screening', 'readiness-for-change', 'neo', 'career-values'],
    sessions: [],
  },
  {
    _id: 'essential',
    name: 'Essential',
    order: 2,
    tagline: 'The full battery, reviewed with a career psychologist.',
    features: [
      'Everything in Free',
      'Myers-Briggs Type Indicator and Strong Interest Inventory',
      'Results session: 45-minute video chat with a Ph.D. level career counselor',
    ],
    price: 14900,
    processingFeePercentage: 3,
    assessments: ['consent', 'depression-screening', 'readiness-for-change', 'neo', 'myers-briggs', 'career-values'],
    sessions: ['results'],
  },
  {
    _id: 'premium',
    name: 'Premium',
    order: 3,
    tagline: 'Everything, with an interview session and a results session.',
    features: [
      'Everything in Essential',
      'Psychosocial interview (written format)',
      'Interview session: 45-minute video chat with a Ph.D. level career counselor',
      'Results session: 45-minute video chat with a Ph.D. level career counselor',
    ],
    price: 29900,
    processingFeePercentage: 3,
    // Premium has everything.
    assessments: [...ASSESSMENT_IDS],
    sessions: ['interview', 'results'],
  },
];
