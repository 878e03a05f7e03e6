import { isTicked } from './interview-answer-values';
import type { InterviewAnswer, InterviewQuestion } from './interview-types';
import { OTHER_CHOICE } from './interview-types';
import { isRecord } from '../is-record';

const written = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * An interview answer as lines of text, or null when it says nothing ('No Answer'): the admin's
 * interview view prints these lines and the brief lists the questions they are null for, so the two
 * never disagree. Radio: the choice (with the 'Other' text); checkbox: each ticked choice (a string
 * is a ticked 'Other', with its text when written); text: as written; multiText: 'label: text' per
 * field. A value of the wrong shape (an old or damaged answer) is no answer.
 */
export function answerLines(question: InterviewQuestion, answer: InterviewAnswer | null | undefined): string[] | null {
  if (answer === undefined || answer === null) return null;
  switch (question.type) {
    case 'radio': {
      if (!isRecord(answer) || !written(answer.selection)) return null;
      return [answer.selection === OTHER_CHOICE && written(answer.other) ? `${OTHER_CHOICE}: ${answer.other}` : answer.selection];
    }
    case 'checkbox': {
      if (!isRecord(answer)) return null;
      const ticked = Object.entries(answer).filter(([, value]) => isTicked(value));
      return ticked.length ? ticked.map(([choice, value]) => (written(value) ? `${choice}: ${value}` : choice)) : null;
    }
    case 'text':
      return written(answer) ? [answer] : null;
    case 'multiText': {
      if (!Array.isArray(answer) || !answer.some(written)) return null;
      return question.textFields.map((field, index) => `${field.label}: ${typeof answer[index] === 'string' ? answer[index] : ''}`);
    }
  }
}

/** Whether an answer says anything (answerLines has a line for it). */
export function holdsAnswer(question: InterviewQuestion, answer: InterviewAnswer | null | undefined): boolean {
  return answerLines(question, answer) !== null;
}
