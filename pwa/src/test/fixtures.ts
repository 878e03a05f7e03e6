import type { CoachSession, PlanDto } from '@career/sync-server/plans/contract/plan-dto';
import type { CurrentUserDto, UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';

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

/** The coach sessions a fixture plan includes (as PLANS above; none for a plan not there). */
export function fixturePlanSessions(planId: string): CoachSession[] {
  return [...(PLANS.find((plan) => plan._id === planId)?.sessions ?? [])];
}

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
    birthYear: null,
    sex: null,
    timeZone: null,
    timeZoneSource: null,
    plans: [{ _id: 'free', name: 'Free', order: 1, sessions: [], assessments: ['neo'] }],
    appointments: { interview: null, results: null },
    interviewScheduled: false,
    resultsScheduled: false,
    leanAssessmentData: [],
    assessmentData: [],
    ...overrides,
  };
}

/** One row of the admin's user list (GET /api/users/): an Essential client with nothing booked. */
export function userSummaryFixture(overrides: Partial<UserSummaryDto> = {}): UserSummaryDto {
  return {
    _id: 'u1',
    firstName: 'Eli',
    lastName: 'Essential',
    email: 'eli@example.com',
    admin: false,
    isVerified: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    plan: { _id: 'essential', name: 'Essential' },
    safetyFlag: false,
    safetyLevel: null,
    safetyFlaggedAt: null,
    assessmentsCompleted: 1,
    assessmentsTotal: 6,
    interviewCompleted: false,
    elevate: { mbti: false, sii: false, lastSync: null },
    planSessions: ['results'],
    interviewSession: null,
    resultsSession: null,
    ...overrides,
  };
}
