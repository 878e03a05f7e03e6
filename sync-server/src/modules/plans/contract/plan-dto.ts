import type { AssessmentId } from '@career/scoring/assessment-ids';

export const PLAN_IDS = ['free', 'essential', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Coach sessions a plan includes: a 45-minute live video chat with a Ph.D. level career counselor. */
export const COACH_SESSIONS = ['interview', 'results'] as const;
export type CoachSession = (typeof COACH_SESSIONS)[number];

export interface PlanDto {
  _id: PlanId;
  name: string;
  order: number;
  tagline: string;
  features: string[];
  /** In cents; shown divided by 100. */
  price: number;
  processingFeePercentage: number;
  assessments: AssessmentId[];
  sessions: CoachSession[];
}

export interface ChoosePlanResponse {
  success: true;
  newPlanId: PlanId;
}
