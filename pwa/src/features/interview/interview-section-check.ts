import type { InterviewQuestionVersion, InterviewAnswers } from '@career/scoring/interview/interview-types';
import type { InterviewIssue } from '@career/scoring/interview/validate-interview-answer';
import { validateInterviewAnswers } from '@career/scoring/interview/validate-interview-answer';
import { fieldDomId } from './interview-field-ids';

export interface FirstIssue {
  /** 0-based section index. */
  section: number;
  /** The id of the control to focus. */
  fieldId: string;
}

/** The question numbers of a section (0-based index), visible or not. */
export function sectionNumbers(version: InterviewQuestionVersion, sectionIndex: number): number[] {
  const section = version.questions.sections[sectionIndex];
  if (!section) return [];
  return Array.from({ length: section.to - section.from + 1 }, (_, offset) => section.from + offset);
}

/** The issues of the visible questions of a section, keyed by question number. */
export function sectionIssues(version: InterviewQuestionVersion, answers: InterviewAnswers, sectionIndex: number): Record<number, InterviewIssue[]> {
  return validateInterviewAnswers(version, answers, sectionNumbers(version, sectionIndex));
}

/**
 * The first control with a problem in the given sections (in order), or undefined when they are
 * all fine: Next Section checks the current section, I'm Finished checks every section.
 */
export function firstIssue(version: InterviewQuestionVersion, answers: InterviewAnswers, sections: readonly number[]): FirstIssue | undefined {
  for (const section of sections) {
    const issues = sectionIssues(version, answers, section);
    const number = Object.keys(issues).map(Number).sort((a, b) => a - b)[0];
    if (number === undefined) continue;
    return { section, fieldId: fieldDomId(number, issues[number]?.[0]?.field) };
  }
  return undefined;
}
