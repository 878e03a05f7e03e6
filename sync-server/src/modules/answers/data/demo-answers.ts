import type { CardSortAnswers } from '@career/scoring/card-sort/card-sort-types';
import { DEMO_NEO_ANSWERS } from './demo-neo-answers';

/**
 * Demo data: the answers of one believable client (mid-career, weighing a move towards more
 * meaningful, creative work). Only answers are written here; every result is scored from them.
 */

/** 21 groups, '0'..'3': a mild low patch (indecision, low energy), no thoughts of self-harm. */
const DEPRESSION = [
  '1', '1', '1', '1', '0', '0', '1', '1', '0', '0', '1',
  '1', '2', '1', '1', '1', '1', '0', '1', '1', '0',
] as const;

/** 12 statements, '-2'..'2': clearly weighing a change (3, 4, 8, 9), not yet acting on it. */
const READINESS = ['-1', '0', '2', '1', '-2', '-1', '-1', '2', '1', '-2', '1', '-1'] as const;

/** Every card in one bin; the top 8 'always' values ranked, most important first. */
const CARD_SORT: CardSortAnswers = {
  start: [],
  always: [
    'creativity', 'making-a-difference', 'autonomy', 'learning', 'mission-i-believe-in',
    'work-life-balance', 'helping-people', 'integrity', 'self-expression', 'developing-others',
  ],
  often: [
    'strengths', 'mastery', 'friendly-colleagues', 'cooperation', 'respectful-leaders',
    'supportive-manager', 'flexible-hours', 'quality-work', 'own-decisions', 'freedom-of-method',
    'variety', 'quiet-focus', 'innovation', 'accomplishment',
  ],
  sometimes: [
    'teamwork', 'belonging', 'recognition', 'fair-treatment', 'clear-expectations',
    'well-run-organisation', 'challenge', 'visible-results', 'responsibility', 'good-training',
    'choice-of-workplace', 'steady-income', 'good-benefits', 'career-development',
  ],
  seldom: [
    'working-alone', 'change-and-novelty', 'travel', 'job-security', 'safe-workplace',
    'busy-days', 'reward-for-merit', 'own-boss', 'ambitious-goals', 'high-income',
  ],
  never: ['fast-pace', 'advancement', 'leading-people', 'authority', 'prestige', 'community-standing'],
  rank: [
    'creativity', 'making-a-difference', 'autonomy', 'learning', 'mission-i-believe-in',
    'work-life-balance', 'helping-people', 'integrity',
  ],
};

export const DEMO_ANSWERS = {
  'depression-screening': DEPRESSION,
  'readiness-for-change': READINESS,
  neo: DEMO_NEO_ANSWERS,
  'career-values': CARD_SORT,
} as const;

/** When the demo client finished each assessment. */
export const DEMO_COMPLETED_AT = {
  'depression-screening': '2026-01-12T15:04:00.000Z',
  'readiness-for-change': '2026-01-12T15:11:00.000Z',
  neo: '2026-01-14T19:32:00.000Z',
  'myers-briggs': '2026-01-16T10:20:00.000Z',
  'career-values': '2026-01-18T17:45:00.000Z',
} as const;
