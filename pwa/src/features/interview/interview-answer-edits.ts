import { dropHiddenAnswers } from '@career/scoring/interview/visible-questions';
import type { CheckboxAnswer, InterviewAnswer, InterviewAnswers, InterviewQuestionVersion, RadioAnswer } from '@career/scoring/interview/interview-types';
import { OTHER_CHOICE } from '@career/scoring/interview/interview-types';

/** What the page stores for one question: an answer, or null to clear it. */
export type StoredInterviewValue = InterviewAnswer | null;

/** The device's answers with edits not yet read back laid over them; cleared (null) answers are left out. */
export function mergeAnswers(stored: Readonly<Record<string, unknown>>, draft: Readonly<Record<string, StoredInterviewValue>>): InterviewAnswers {
  const merged: InterviewAnswers = {};
  for (const [key, value] of Object.entries({ ...stored, ...draft })) {
    if (value !== null && value !== undefined) merged[key] = value as InterviewAnswer;
  }
  return merged;
}

/**
 * The keys of answers whose questions are hidden by these answers: the page clears them (saves
 * null) with the change that hid them, so what is uploaded is what the user can see.
 */
export function hiddenAnswerKeys(version: InterviewQuestionVersion, answers: InterviewAnswers): string[] {
  const kept = dropHiddenAnswers(version, answers);
  const count = version.questions.questions.length;
  return Object.keys(answers).filter((key) => !(key in kept) && /^[1-9]\d*$/.test(key) && Number(key) <= count);
}

/** The radio selection and 'Other' text of a stored answer ('' when none). */
export function radioParts(answer: unknown): { selection: string; other: string } {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return { selection: '', other: '' };
  const { selection, other } = answer as Record<string, unknown>;
  return { selection: typeof selection === 'string' ? selection : '', other: typeof other === 'string' ? other : '' };
}

/** A radio answer: the selection, plus the text when the selection is 'Other' and text was typed. */
export function radioAnswer(selection: string, other: string): RadioAnswer {
  return selection === OTHER_CHOICE && other !== '' ? { selection, other } : { selection };
}

/** A stored checkbox map (empty when none or malformed). */
export function checkboxMap(answer: unknown): CheckboxAnswer {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return {};
  const map: CheckboxAnswer = {};
  for (const [choice, value] of Object.entries(answer as Record<string, unknown>)) {
    if (value === true || typeof value === 'string') map[choice] = value;
  }
  return map;
}

/**
 * Ticks or unticks a choice. 'Other' is stored as its text, or true while no text is typed;
 * an unticked choice is left out, and a map with nothing ticked clears the answer.
 */
export function withCheckbox(answer: unknown, choice: string, ticked: boolean, otherText?: string): CheckboxAnswer | null {
  const map = checkboxMap(answer);
  if (!ticked) {
    delete map[choice];
  } else if (choice === OTHER_CHOICE) {
    const text = otherText ?? (typeof map[choice] === 'string' ? map[choice] : '');
    map[choice] = text === '' ? true : text;
  } else {
    map[choice] = true;
  }
  return Object.keys(map).length > 0 ? map : null;
}

/** The text of a stored text answer ('' when none). */
export function textOf(answer: unknown): string {
  return typeof answer === 'string' ? answer : '';
}

/** A text answer; empty text clears it. */
export function textAnswer(text: string): string | null {
  return text === '' ? null : text;
}

/** The values of a multiText answer, one per field ('' for missing ones). */
export function multiTextValues(answer: unknown, fieldCount: number): string[] {
  const list: readonly unknown[] = Array.isArray(answer) ? answer : [];
  return Array.from({ length: fieldCount }, (_, index) => {
    const value = list[index];
    return typeof value === 'string' ? value : '';
  });
}

/** A multiText answer with one field changed; all fields empty clears it. */
export function withMultiTextField(answer: unknown, fieldCount: number, index: number, text: string): string[] | null {
  const values = multiTextValues(answer, fieldCount);
  values[index] = text;
  return values.every((value) => value === '') ? null : values;
}
