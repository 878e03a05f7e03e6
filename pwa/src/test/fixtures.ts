import type { PlanDto } from '@career/sync-server/contract/plan-dto';
import type { CurrentUserDto } from '@career/sync-server/contract/user-dto';

export const PLANS: PlanDto[] = [
  { _id: 'free', name: 'Free', order: 1, tagline: 't', features: ['a'], price: 0, processingFeePercentage: 0, assessments: ['neo', 'career-values'], sessions: [] },
  { _id: 'essential', name: 'Essential', order: 2, tagline: 't', features: ['b'], price: 14900, processingFeePercentage: 3, assessments: ['consent', 'neo', 'career-values', 'myers-briggs'], sessions: ['results'] },
  {
    _id: 'premium',
    name: 'Premium',
    order: 3,
    tagline: 't',
    features: ['c'],
    price: 29900,
    processingFeePercentage: 3,
    assessments: ['consent', 'neo', 'career-values', 'myers-briggs', 'interview'],
    sessions: ['interview', 'results'],
  },
];

export function userFixture(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return {
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    admin: false,
    isVerified: true,
    isNumVerified: false,
    consent: false,
    createdAt: '2026-11-22T09:00:00.000Z',
    plans: [{ _id: 'free', name: 'Free', order: 1, assessments: ['neo'] }],
    appointments: { interview: null, results: null },
    interviewScheduled: false,
    resultsScheduled: false,
    leanAssessmentData: [],
    assessmentData: [],
    ...overrides,
  };
}
