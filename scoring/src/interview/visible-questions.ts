import { evaluateShowIf } from './evaluate-show-if';
import type { InterviewAnswers, InterviewQuestion, InterviewQuestionVersion } from './interview-types';

export interface NumberedQuestion {
  /** 1-based question number (the answer key). */
  number: number;
  question: InterviewQuestion;
}

/**
 * The questions shown for these answers, in order. Conditions are evaluated in question order
 * against the answers of questions that are themselves visible, so hiding a question also hides
 * the questions that depend on it (answers of hidden questions never keep others visible).
 */
export function visibleQuestions(version: InterviewQuestionVersion, answers: InterviewAnswers): NumberedQuestion[] {
  const all = version.questions.questions;
  const visibleAnswers: InterviewAnswers = {};
  const visible: NumberedQuestion[] = [];
  all.forEach((question, index) => {
    const number = index + 1;
    if (question.showIf !== undefined && !evaluateShowIf(question.showIf, visibleAnswers, all)) return;
    visible.push({ number, question });
    const answer = answers[String(number)];
    if (answer !== undefined) visibleAnswers[String(number)] = answer;
  });
  return visible;
}

/** The answers without those of hidden questions (see visibleQuestions). Returns a new object. */
export function dropHiddenAnswers(version: InterviewQuestionVersion, answers: InterviewAnswers): InterviewAnswers {
  const kept: InterviewAnswers = {};
  for (const { number } of visibleQuestions(version, answers)) {
    const answer = answers[String(number)];
    if (answer !== undefined) kept[String(number)] = answer;
  }
  return kept;
}

/** The visible questions of one section (0-based section index), for paging by section. */
export function visibleSectionQuestions(
  version: InterviewQuestionVersion,
  answers: InterviewAnswers,
  sectionIndex: number,
): NumberedQuestion[] {
  const section = version.questions.sections[sectionIndex];
  if (section === undefined) return [];
  return visibleQuestions(version, answers).filter((q) => q.number >= section.from && q.number <= section.to);
}
