import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { AssessmentStateRecord } from './local-db';

/** The state of an assessment nobody has touched on this device yet. */
export function emptyAssessmentState(userId: string, assessmentId: AssessmentId): AssessmentStateRecord {
  return { userId, assessmentId, finishRequested: false, completed: false, completedAt: null, totalQuestions: 0 };
}

/** A usable totalQuestions (positive integer), or undefined. */
export function knownTotal(totalQuestions: number | undefined): number | undefined {
  return totalQuestions !== undefined && Number.isInteger(totalQuestions) && totalQuestions > 0 ? totalQuestions : undefined;
}

/** The state row to write when a page tells us the assessment's size, or undefined when unchanged. */
export function withTotal(state: AssessmentStateRecord, totalQuestions: number | undefined): AssessmentStateRecord | undefined {
  const total = knownTotal(totalQuestions);
  return total !== undefined && total !== state.totalQuestions ? { ...state, totalQuestions: total } : undefined;
}
