import { describe, expect, it } from 'vitest';
import type { InterviewAnswer, InterviewQuestion, InterviewQuestionVersion } from './interview-types';
import { INTERVIEW_QUESTION_VERSIONS } from './interview-versions';
import { validateInterviewAnswer, validateInterviewAnswers } from './validate-interview-answer';

const V2 = INTERVIEW_QUESTION_VERSIONS['2'] as InterviewQuestionVersion;
const q = (n: number) => V2.questions.questions[n - 1] as InterviewQuestion;
const messages = (question: InterviewQuestion, answer: InterviewAnswer | undefined) =>
  validateInterviewAnswer(question, answer).map((i) => i.message);

describe('text answers', () => {
  const text: InterviewQuestion = { type: 'text', question: 'T', characterLimit: 600, lines: 4 };
  it.each<[string, string | undefined, string[]]>([
    ['unanswered', undefined, []],
    ['empty', '', []],
    ['exactly at the limit', 'x'.repeat(600), []],
    ['one over', 'x'.repeat(601), ['Text exceeds 600 character limit by 1 characters.']],
    ['five over', 'x'.repeat(605), ['Text exceeds 600 character limit by 5 characters.']],
    ['emoji count as one character each', '😀'.repeat(600), []],
    ['emoji over', '😀'.repeat(602), ['Text exceeds 600 character limit by 2 characters.']],
  ])('%s', (_name, answer, expected) => {
    expect(messages(text, answer)).toEqual(expected);
  });

  it('uses the question limit from the data (question 1: 1000)', () => {
    expect(messages(q(1), 'y'.repeat(1012))).toEqual(['Text exceeds 1000 character limit by 12 characters.']);
  });
});

describe("validation: 'number'", () => {
  const count: InterviewQuestion = { type: 'text', question: 'N', characterLimit: 10, lines: 1, validation: 'number' };
  const years = q(14); // limit 2
  const salary = q(42); // limit 7
  it.each<[string, string, string[]]>([
    ['a whole number', '12', []],
    ['zero', '0', []],
    ['spaces around', ' 7 ', []],
    ['negative whole number', '-3', []],
    ['a decimal', '1.5', ['Not a valid number.']],
    ['a word', 'ten', ['Not a valid number.']],
    ['exponent', '1e3', ['Not a valid number.']],
    ['thousands separator', '45,000', ['Not a valid number.']],
    ['plus sign', '+4', ['Not a valid number.']],
    ['only spaces', '   ', []],
    ['empty', '', []],
  ])('%s', (_name, answer, expected) => {
    expect(messages(count, answer)).toEqual(expected);
  });

  it('reports the length first, then the number', () => {
    expect(messages(years, 'abc')).toEqual(['Text exceeds 2 character limit by 1 characters.', 'Not a valid number.']);
    expect(messages(salary, '45000')).toEqual([]);
    expect(messages(salary, '12345678')).toEqual(['Text exceeds 7 character limit by 1 characters.']);
  });
});

describe('radio and checkbox Other text', () => {
  it.each<[string, InterviewAnswer | undefined, string[]]>([
    ['unanswered', undefined, []],
    ['a plain choice', { selection: 'Studying' }, []],
    ['Other within the limit', { selection: 'Other', other: 'x'.repeat(100) }, []],
    ['Other over the limit', { selection: 'Other', other: 'x'.repeat(103) }, ['Text exceeds 100 character limit by 3 characters.']],
    ['stale long text on another choice is ignored', { selection: 'Retired', other: 'x'.repeat(103) }, []],
  ])('radio (question 2): %s', (_name, answer, expected) => {
    expect(messages(q(2), answer)).toEqual(expected);
  });

  it('marks the Other field', () => {
    expect(validateInterviewAnswer(q(2), { selection: 'Other', other: 'x'.repeat(101) })).toEqual([
      { field: 'other', message: 'Text exceeds 100 character limit by 1 characters.' },
    ]);
  });

  it.each<[string, InterviewAnswer | undefined, string[]]>([
    ['ticks only', { 'Hobbies': true, 'Exercise or sport': true }, []],
    ['Other with short text', { Other: 'gardening' }, []],
    ['Other over the limit', { Other: 'x'.repeat(150) }, ['Text exceeds 100 character limit by 50 characters.']],
  ])('checkbox (question 39): %s', (_name, answer, expected) => {
    expect(messages(q(39), answer)).toEqual(expected);
  });
});

describe('multiText', () => {
  const goals = q(47); // 3 fields of 150
  it.each<[string, InterviewAnswer | undefined, { field?: number | 'other'; message: string }[]]>([
    ['all filled', ['a', 'b', 'c'], []],
    ['unanswered: every field required', undefined, [0, 1, 2].map((field) => ({ field, message: 'Field is required.' }))],
    ['one blank', ['a', '  ', 'c'], [{ field: 1, message: 'Field is required.' }]],
    ['short list', ['a'], [{ field: 1, message: 'Field is required.' }, { field: 2, message: 'Field is required.' }]],
    ['one too long', ['a', 'b'.repeat(154), 'c'], [{ field: 1, message: 'Text exceeds 150 character limit by 4 characters.' }]],
  ])('%s', (_name, answer, expected) => {
    expect(validateInterviewAnswer(goals, answer)).toEqual(expected);
  });
});

describe('validateInterviewAnswers', () => {
  it('checks visible questions only, keyed by number', () => {
    // 47 (goals) is always visible and unanswered; 15 and 21 are hidden until 13/20 say Yes.
    expect(validateInterviewAnswers(V2, { '14': 'x' })).toEqual({
      47: [0, 1, 2].map((field) => ({ field, message: 'Field is required.' })),
    });
    const worked = validateInterviewAnswers(V2, { '13': { selection: 'Yes' }, '14': 'x', '47': ['a', 'b', 'c'] });
    expect(Object.keys(worked)).toEqual(['14', '15']);
    expect(worked[14]).toEqual([{ message: 'Not a valid number.' }]);
  });

  it('can check one section', () => {
    expect(validateInterviewAnswers(V2, {}, [1, 2, 3, 4])).toEqual({});
  });
});
