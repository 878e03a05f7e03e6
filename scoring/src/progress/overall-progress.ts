import type { AssessmentId } from '../assessment-ids';
import { progressFromCount } from './progress-of';

export interface AssessmentProgress {
  assessmentId: AssessmentId;
  completed: boolean;
  questionsAnswered: number;
  totalQuestions: number;
}

/**
 * The dashboard's overall progress: questions answered over questions in all listed assessments
 * (pass the list the user sees, e.g. without the interview for premium users), rounded to 2
 * decimals. A completed assessment counts as fully done; the spec names the interview, whose
 * showIf conditions leave questions unanswered, and for the others completion already means
 * every question was answered.
 */
export function overallProgress(assessments: readonly AssessmentProgress[]): number {
  let answered = 0;
  let total = 0;
  for (const assessment of assessments) {
    const size = Math.max(0, assessment.totalQuestions);
    total += size;
    answered += assessment.completed ? size : Math.max(0, Math.min(assessment.questionsAnswered, size));
  }
  return progressFromCount(answered, total);
}
