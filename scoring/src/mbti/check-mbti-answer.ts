import { ScoringError } from '../scoring-error';
import type { MbtiGender } from './mbti-types';
import { MBTI_GENDERS } from './mbti-types';

/**
 * The client's myers-briggs answer: one gender value 'm', 'f' or 'other', given either as the
 * value itself or as a one-element answers array (answers are indexed by question number - 1).
 * Throws ScoringError 'missing_answer' when absent, 'invalid_answer' otherwise.
 */
export function checkMbtiAnswer(answer: unknown): MbtiGender {
  const value: unknown = Array.isArray(answer) ? (answer.length === 1 ? answer[0] : answer) : answer;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    throw new ScoringError('missing_answer', 'A gender is required');
  }
  if (typeof value !== 'string' || !(MBTI_GENDERS as readonly string[]).includes(value)) {
    throw new ScoringError('invalid_answer', `Gender must be one of ${MBTI_GENDERS.join(', ')}`);
  }
  return value as MbtiGender;
}
