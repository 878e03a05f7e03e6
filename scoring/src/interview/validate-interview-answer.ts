import { characterCount } from './interview-answer-values';
import { FIELD_REQUIRED_MESSAGE, NOT_A_NUMBER_MESSAGE, textTooLongMessage } from './interview-messages';
import type { InterviewAnswer, InterviewAnswers, InterviewQuestion, InterviewQuestionVersion } from './interview-types';
import { OTHER_CHOICE } from './interview-types';
import { visibleQuestions } from './visible-questions';

export interface InterviewIssue {
  /** The multiText field index, or 'other' for the 'Other' text; absent for the whole answer. */
  field?: number | 'other';
  message: string;
}

/** A whole number: optional minus sign and digits, surrounding spaces ignored. */
const INTEGER = /^-?\d+$/;

function lengthIssue(text: string, limit: number | undefined, field?: number | 'other'): InterviewIssue[] {
  if (limit === undefined) return [];
  const over = characterCount(text) - limit;
  if (over <= 0) return [];
  const issue: InterviewIssue = { message: textTooLongMessage(limit, over) };
  if (field !== undefined) issue.field = field;
  return [issue];
}

function asObject(answer: InterviewAnswer | undefined): Record<string, unknown> | undefined {
  return typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? (answer as Record<string, unknown>) : undefined;
}

/**
 * The user-facing problems with one answer (empty when fine), in field order:
 * - text: over the limit -> 'Text exceeds N character limit by M characters.'; with
 *   validation 'number', a non-empty answer that is not a whole number -> 'Not a valid number.'
 * - radio/checkbox: the 'Other' text over the question's characterLimit (field 'other').
 * - multiText: every field is required -> 'Field is required.' (also when the question is
 *   unanswered); a field over its limit -> the length message.
 * Other questions are optional: an unanswered radio, checkbox or text gives no issue.
 */
export function validateInterviewAnswer(question: InterviewQuestion, answer: InterviewAnswer | undefined): InterviewIssue[] {
  switch (question.type) {
    case 'text': {
      if (typeof answer !== 'string') return [];
      const issues = lengthIssue(answer, question.characterLimit);
      const trimmed = answer.trim();
      if (question.validation === 'number' && trimmed !== '' && !INTEGER.test(trimmed)) {
        issues.push({ message: NOT_A_NUMBER_MESSAGE });
      }
      return issues;
    }
    case 'radio': {
      const radio = asObject(answer);
      if (radio?.selection !== OTHER_CHOICE || typeof radio.other !== 'string') return [];
      return lengthIssue(radio.other, question.characterLimit, 'other');
    }
    case 'checkbox': {
      const other = asObject(answer)?.[OTHER_CHOICE];
      if (typeof other !== 'string') return [];
      return lengthIssue(other, question.characterLimit, 'other');
    }
    case 'multiText': {
      const values = Array.isArray(answer) ? answer : [];
      return question.textFields.flatMap((field, index): InterviewIssue[] => {
        const value = values[index];
        if (typeof value !== 'string' || value.trim() === '') return [{ field: index, message: FIELD_REQUIRED_MESSAGE }];
        return lengthIssue(value, field.characterLimit, index);
      });
    }
  }
}

/**
 * The issues of every visible question (hidden questions are not checked), keyed by question
 * number; questions without issues are left out. Pass `numbers` to check only some questions,
 * e.g. one section before 'Next Section'.
 */
export function validateInterviewAnswers(
  version: InterviewQuestionVersion,
  answers: InterviewAnswers,
  numbers?: readonly number[],
): Record<number, InterviewIssue[]> {
  const result: Record<number, InterviewIssue[]> = {};
  for (const { number, question } of visibleQuestions(version, answers)) {
    if (numbers !== undefined && !numbers.includes(number)) continue;
    const issues = validateInterviewAnswer(question, answers[String(number)]);
    if (issues.length > 0) result[number] = issues;
  }
  return result;
}
