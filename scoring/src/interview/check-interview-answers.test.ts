import { describe, expect, it } from 'vitest';
import { checkInterviewAnswers } from './check-interview-answers';
import type { InterviewQuestionVersion } from './interview-types';
import { INTERVIEW_QUESTION_VERSIONS } from './interview-versions';

const V2 = INTERVIEW_QUESTION_VERSIONS['2'] as InterviewQuestionVersion;

describe('checkInterviewAnswers', () => {
  it('accepts one answer of every type and returns a copy', () => {
    const answers = {
      '1': 'Because',
      '2': { selection: 'Other', other: 'Freelancer' },
      '3': { 'A clearer sense of direction': true, 'Help with finding a job': false, Other: 'Networking' },
      '47': ['Lead a team', 'Earn more', 'Move abroad'],
      '42': '45000',
    };
    const checked = checkInterviewAnswers(V2, answers);
    expect(checked).toEqual(answers);
    expect(checked).not.toBe(answers);
  });

  it.each<[string, unknown, string]>([
    ['not an object', ['a'], 'invalid_answer'],
    ['unknown question 53', { '53': 'x' }, 'unknown_question'],
    ['key 0', { '0': 'x' }, 'unknown_question'],
    ['text as a number', { '1': 5 }, 'invalid_answer'],
    ['radio as a string', { '2': 'Retired' }, 'invalid_answer'],
    ['radio with an unknown choice', { '2': { selection: 'Astronaut' } }, 'invalid_answer'],
    ['radio other not a string', { '2': { selection: 'Other', other: 3 } }, 'invalid_answer'],
    ['radio with an extra field', { '2': { selection: 'Retired', note: 'x' } }, 'invalid_answer'],
    ['checkbox with an unknown choice', { '3': { Fame: true } }, 'invalid_answer'],
    ['checkbox text on a non-Other choice', { '3': { 'Help with finding a job': 'yes' } }, 'invalid_answer'],
    ['checkbox value a number', { '3': { Other: 1 } }, 'invalid_answer'],
    ['multiText as a string', { '47': 'goals' }, 'invalid_answer'],
    ['multiText with a number', { '47': ['a', 2] }, 'invalid_answer'],
    ['multiText with too many values', { '47': ['a', 'b', 'c', 'd'] }, 'wrong_length'],
  ])('rejects %s', (_name, answers, code) => {
    expect(() => checkInterviewAnswers(V2, answers)).toThrow(expect.objectContaining({ code }) as unknown as Error);
  });
});
