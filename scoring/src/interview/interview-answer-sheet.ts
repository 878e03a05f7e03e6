import { SCORING_VERSION } from '../scoring-version';
import type { ResultMeta } from '../scoring-version';
import type { InterviewAnswer, InterviewAnswers, InterviewQuestion, InterviewQuestionVersion } from './interview-types';
import { interviewVersionFor } from './interview-version-for';
import { CURRENT_INTERVIEW_VERSION, INTERVIEW_QUESTION_VERSIONS } from './interview-versions';
import { mapInterviewAnswers } from './map-interview-answers';
import { visibleQuestions } from './visible-questions';

export interface InterviewSheetItem {
  /** Current question number. */
  number: number;
  section: string;
  question: InterviewQuestion;
  /** null when unanswered: the admin view shows 'No Answer'. */
  answer: InterviewAnswer | null;
  /** Whether the question's showIf holds for these answers. */
  visible: boolean;
}

export interface InterviewAnswerSheet extends ResultMeta {
  /** instrumentVersion is the version the answers were given to; the sheet uses this one. */
  displayVersion: string;
  items: InterviewSheetItem[];
}

/**
 * A user's interview answers laid out on the current questions for the admin interview view:
 * answers completed before 2023-10-01 are mapped first (see mapInterviewAnswers), so current
 * questions 11, 12 and 48 show as unanswered for them.
 */
export function interviewAnswerSheet(answers: InterviewAnswers, completedAt: string | Date | null | undefined): InterviewAnswerSheet {
  const answeredVersion = interviewVersionFor(completedAt);
  const current = INTERVIEW_QUESTION_VERSIONS[CURRENT_INTERVIEW_VERSION] as InterviewQuestionVersion;
  const mapped = mapInterviewAnswers(answers, completedAt);
  const visible = new Set(visibleQuestions(current, mapped).map((q) => q.number));
  const items = current.questions.questions.map((question, index): InterviewSheetItem => {
    const number = index + 1;
    const section = current.questions.sections.find((s) => number >= s.from && number <= s.to)?.title ?? '';
    return { number, section, question, answer: mapped[String(number)] ?? null, visible: visible.has(number) };
  });
  return { scoringVersion: SCORING_VERSION, instrumentVersion: answeredVersion, displayVersion: CURRENT_INTERVIEW_VERSION, items };
}
