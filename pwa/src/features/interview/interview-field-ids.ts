import type { InterviewIssue } from '@career/scoring/interview/validate-interview-answer';

/** The DOM id of a question's control: its text input, 'Other' input or multiText field. */
export function fieldDomId(number: number, field?: number | 'other'): string {
  if (field === undefined) return `interview-q${number}`;
  return field === 'other' ? `interview-q${number}-other` : `interview-q${number}-field-${field}`;
}

/** The DOM id of the messages shown under a control (referenced by its aria-describedby). */
export function errorDomId(number: number, field?: number | 'other'): string {
  return `${fieldDomId(number, field)}-error`;
}

/** The DOM id of a question's text (legend or label) and of its description. */
export function questionLabelId(number: number): string {
  return `interview-q${number}-label`;
}

export function descriptionDomId(number: number): string {
  return `interview-q${number}-description`;
}

/** The messages of one control: those of its field (or the whole answer when field is undefined). */
export function fieldMessages(issues: readonly InterviewIssue[], field?: number | 'other'): string[] {
  return issues.filter((issue) => issue.field === field).map((issue) => issue.message);
}

/** The ids a control is described by: the question's description and the control's messages, when shown. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
