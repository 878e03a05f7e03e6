import type { InterviewIssue } from '@career/scoring/interview/validate-interview-answer';
import type { InterviewQuestion } from '@career/scoring/interview/interview-types';
import type { StoredInterviewValue } from './interview-answer-edits';

/** What every interview question component receives. */
export interface InterviewQuestionProps<Q extends InterviewQuestion = InterviewQuestion> {
  /** 1-based question number: the answer key. */
  number: number;
  question: Q;
  /** The stored (or just edited) answer, unchecked. */
  answer: unknown;
  /** The validation messages to show now. */
  issues: readonly InterviewIssue[];
  disabled: boolean;
  onChange: (key: string, value: StoredInterviewValue, when: 'now' | 'typing') => void;
  /** A text control lost focus: write what is waiting. */
  onBlur: () => void;
}
