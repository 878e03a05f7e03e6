import type { CardSortResult } from '@career/scoring/card-sort/card-sort-types';
import type { DepressionResult } from '@career/scoring/depression/score-depression';
import type { MbtiResult } from '@career/scoring/mbti/mbti-types';
import type { NeoResult } from '@career/scoring/neo/score-neo';
import type { ReadinessResult } from '@career/scoring/readiness/score-readiness';
import type { SiiResult } from '@career/scoring/sii/sii-types';

/** One finished assessment with its scored (or provider-interpreted) results. */
export interface AssessmentResultDto<Id extends string, Results> {
  _id: Id;
  completed: true;
  completedAt: string;
  results: Results;
}

export type ScoredAssessmentResultDto =
  | AssessmentResultDto<'depression-screening', DepressionResult>
  | AssessmentResultDto<'readiness-for-change', ReadinessResult>
  | AssessmentResultDto<'neo', NeoResult>
  | AssessmentResultDto<'myers-briggs', { mbti: MbtiResult; sii: SiiResult }>
  | AssessmentResultDto<'career-values', CardSortResult>;

/** GET /api/users/results/demo: a full result set, assessments in ASSESSMENT_IDS order. */
export interface ResultsDto {
  user: { firstName: string; lastName: string };
  assessments: ScoredAssessmentResultDto[];
}
