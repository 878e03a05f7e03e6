import type { InterviewAnswer, InterviewQuestion } from '@career/scoring/interview/interview-types';
import { OTHER_CHOICE } from '@career/scoring/interview/interview-types';

/**
 * An interview answer as lines of text for the admin's view, or null when unanswered ('No Answer').
 * Radio: the choice (with the 'Other' text); checkbox: each ticked choice; text: as written;
 * multiText: 'label: text' per field.
 */
export function answerLines(question: InterviewQuestion, answer: InterviewAnswer | undefined): string[] | null {
  if (answer === undefined || answer === null) return null;
  switch (question.type) {
    case 'radio': {
      const radio = answer as { selection?: string; other?: string };
      if (!radio.selection) return null;
      return [radio.selection === OTHER_CHOICE && radio.other ? `${OTHER_CHOICE}: ${radio.other}` : radio.selection];
    }
    case 'checkbox': {
      const ticked = Object.entries(answer as Record<string, boolean | string>).filter(([, value]) => value !== false && value !== '');
      return ticked.length ? ticked.map(([choice, value]) => (typeof value === 'string' ? `${choice}: ${value}` : choice)) : null;
    }
    case 'text':
      return typeof answer === 'string' && answer.trim() ? [answer] : null;
    case 'multiText': {
      const values = Array.isArray(answer) ? answer : [];
      if (!values.some((value) => typeof value === 'string' && value.trim())) return null;
      return question.textFields.map((field, index) => `${field.label}: ${values[index] ?? ''}`);
    }
  }
}
