import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { ASSESSMENT_META } from '../assessments/assessment-meta';

export interface AssessmentProgressRow {
  id: AssessmentId;
  name: string;
  /** 0-100, two decimals at most (the spec's rounding). */
  percent: number;
  completedAt: string | null;
}

/** Per assessment of the user's current plan: how far they are, and when they completed it. */
export function progressRows(user: CurrentUserDto): AssessmentProgressRow[] {
  const plan = user.plans[0];
  if (!plan) return [];
  return plan.assessments.map((id) => {
    const data = user.assessmentData.find((entry) => entry._id === id);
    const total = ASSESSMENT_META[id].totalQuestions;
    const percent = data?.completed ? 100 : Math.min(100, Math.round(((data?.questionsAnswered ?? 0) / total) * 10_000) / 100);
    return { id, name: ASSESSMENT_META[id].name, percent, completedAt: data?.completed ? data.completedAt : null };
  });
}
