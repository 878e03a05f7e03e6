import { ScoringError } from '../scoring-error';
import type { InterviewAnswers } from './interview-types';
import { interviewVersionFor } from './interview-version-for';
import { INTERVIEW_QUESTION_VERSIONS, INTERVIEW_VERSION_RULES } from './interview-versions';

/** The current number of question `oldNumber` of a version that lacked `missing` current questions. */
export function toCurrentQuestionNumber(oldNumber: number, missing: readonly number[]): number {
  let current = 0;
  let seen = 0;
  while (seen < oldNumber) {
    current += 1;
    if (!missing.includes(current)) seen += 1;
  }
  return current;
}

/**
 * Maps saved interview answers (keyed by the 1-based question number of the version they were
 * answered in) onto the current question numbers.
 *
 * 'Skipped' (spec section 4): answers completed before 2023-10-01 were given to version 1,
 * which did not have current questions 11, 12 and 48. Mapping walks the current questions and
 * skips those three, so old answers 1-10 stay 1-10, old 11-45 become 13-47 and old 46-49
 * become 49-52; current 11, 12 and 48 stay unanswered ('No Answer'). Answers completed on or
 * after the cut-off (or not completed, `completedAt` null) are already current and are copied.
 *
 * Throws ScoringError('unknown_question') for a key that is not a question number of the
 * answers' version, and ('invalid_answer') for an invalid completion date.
 */
export function mapInterviewAnswers(answers: InterviewAnswers, completedAt: string | Date | null | undefined): InterviewAnswers {
  const version = interviewVersionFor(completedAt);
  const total = INTERVIEW_QUESTION_VERSIONS[version]?.questions.questions.length ?? 0;
  const missing = INTERVIEW_VERSION_RULES.find((rule) => rule.version === version)?.missingCurrentQuestions ?? [];
  const mapped: InterviewAnswers = {};
  for (const [key, answer] of Object.entries(answers)) {
    const number = /^[1-9]\d*$/.test(key) ? Number(key) : NaN;
    if (!(number <= total)) {
      throw new ScoringError('unknown_question', `Version ${version} has no question "${key}"`, key);
    }
    mapped[String(toCurrentQuestionNumber(number, missing))] = answer;
  }
  return mapped;
}
