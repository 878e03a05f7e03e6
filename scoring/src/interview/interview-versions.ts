import { INTERVIEW_QUESTIONS_V2 } from './interview-questions-v2';
import type { InterviewQuestionVersion } from './interview-types';
import { omitQuestions } from './omit-questions';

/** Spec section 9: the interview cut-off date (read as 00:00 UTC). */
export const INTERVIEW_CUTOFF_DATE = '2023-10-01';

export const CURRENT_INTERVIEW_VERSION = '2';

/** Current question numbers that version 1 did not have (they were added in version 2). */
const ADDED_IN_VERSION_2: readonly number[] = [11, 12, 48];

/**
 * Older question versions, as data, in ascending order of `completedBefore`: the version of answers completed before `completedBefore`,
 * and the current question numbers that version did not have. Spec section 4: for answers
 * completed before 2023-10-01, questions 11, 12 and 48 are skipped when mapping answers.
 */
export interface InterviewVersionRule {
  version: string;
  completedBefore: string;
  missingCurrentQuestions: readonly number[];
}

export const INTERVIEW_VERSION_RULES: readonly InterviewVersionRule[] = [
  { version: '1', completedBefore: INTERVIEW_CUTOFF_DATE, missingCurrentQuestions: ADDED_IN_VERSION_2 },
];

/** Every question version by id. Version 1 is version 2 without questions 11, 12 and 48. */
export const INTERVIEW_QUESTION_VERSIONS: Readonly<Record<string, InterviewQuestionVersion>> = {
  '1': omitQuestions(INTERVIEW_QUESTIONS_V2, ADDED_IN_VERSION_2, '1'),
  '2': INTERVIEW_QUESTIONS_V2,
};
