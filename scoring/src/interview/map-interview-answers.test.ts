import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScoringError } from '../scoring-error';
import type { InterviewAnswers, InterviewQuestionVersion } from './interview-types';
import { interviewVersionFor } from './interview-version-for';
import { INTERVIEW_QUESTION_VERSIONS } from './interview-versions';
import { mapInterviewAnswers, toCurrentQuestionNumber } from './map-interview-answers';

const V1 = INTERVIEW_QUESTION_VERSIONS['1'] as InterviewQuestionVersion;
const V2 = INTERVIEW_QUESTION_VERSIONS['2'] as InterviewQuestionVersion;

describe('interviewVersionFor', () => {
  it.each<[string, string | Date | null | undefined, string]>([
    ['not completed (null)', null, '2'],
    ['not completed (undefined)', undefined, '2'],
    ['a day before the cut-off', '2023-09-30', '1'],
    ['the last millisecond before (UTC)', '2023-09-30T23:59:59.999Z', '1'],
    ['the cut-off date itself', '2023-10-01', '2'],
    ['the cut-off instant', '2023-10-01T00:00:00.000Z', '2'],
    ['evening of 30 September in New York is 1 October UTC', '2023-09-30T20:00:00-05:00', '2'],
    ['early 1 October in Paris is 30 September UTC', '2023-10-01T01:00:00+02:00', '1'],
    ['long before', '2021-01-15T10:00:00Z', '1'],
    ['after', '2024-05-01T10:00:00Z', '2'],
    ['a Date before', new Date(Date.UTC(2023, 8, 30, 12)), '1'],
    ['a Date on the cut-off', new Date(Date.UTC(2023, 9, 1)), '2'],
  ])('%s -> version %s', (_name, completedAt, expected) => {
    expect(interviewVersionFor(completedAt)).toBe(expected);
  });

  it('rejects an invalid date', () => {
    expect(() => interviewVersionFor('yesterday')).toThrow(ScoringError);
    expect(() => interviewVersionFor(new Date(Number.NaN))).toThrow(ScoringError);
  });
});

describe('toCurrentQuestionNumber', () => {
  it.each([
    [1, 1],
    [10, 10],
    [11, 13],
    [12, 14],
    [45, 47],
    [46, 49],
    [49, 52],
  ])('old %i -> current %i', (old, current) => {
    expect(toCurrentQuestionNumber(old, [11, 12, 48])).toBe(current);
  });

  it('is the identity without missing questions', () => {
    expect(toCurrentQuestionNumber(17, [])).toBe(17);
  });
});

describe('mapInterviewAnswers', () => {
  const full = (n: number): InterviewAnswers => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), `a${i + 1}`]));

  it('shifts answers completed before 2023-10-01 past questions 11, 12 and 48', () => {
    const mapped = mapInterviewAnswers(full(49), '2023-09-30T12:00:00Z');
    expect(Object.keys(mapped)).toHaveLength(49);
    expect(mapped['10']).toBe('a10');
    expect(mapped['11']).toBeUndefined();
    expect(mapped['12']).toBeUndefined();
    expect(mapped['13']).toBe('a11');
    expect(mapped['47']).toBe('a45');
    expect(mapped['48']).toBeUndefined();
    expect(mapped['49']).toBe('a46');
    expect(mapped['52']).toBe('a49');
  });

  it('keeps answers completed on or after the cut-off (and unfinished ones) as they are', () => {
    expect(mapInterviewAnswers(full(52), '2023-10-01')).toEqual(full(52));
    expect(mapInterviewAnswers({ '11': 'x', '48': 'y' }, null)).toEqual({ '11': 'x', '48': 'y' });
  });

  it('maps sparse old answers', () => {
    expect(mapInterviewAnswers({ '2': { selection: 'Retired' }, '11': { selection: 'Yes' }, '46': 'day' }, '2022-03-01')).toEqual({
      '2': { selection: 'Retired' },
      '13': { selection: 'Yes' },
      '49': 'day',
    });
  });

  it.each<[string, string, string | null]>([
    ['question 50 of version 1', '50', '2023-01-01'],
    ['question 53 of version 2', '53', '2024-01-01'],
    ['question 0', '0', null],
    ['a leading zero', '01', null],
    ['a non-number', 'x', null],
  ])('rejects %s', (_name, key, completedAt) => {
    expect(() => mapInterviewAnswers({ [key]: 'a' }, completedAt)).toThrow(expect.objectContaining({ code: 'unknown_question', at: key }) as unknown as Error);
  });

  it('puts every old answer on the same question text (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { maxLength: 49 }), (olds) => {
        const answers = Object.fromEntries(olds.map((n) => [String(n), String(n)]));
        const mapped = mapInterviewAnswers(answers, '2023-09-30');
        expect(Object.keys(mapped)).toHaveLength(olds.length);
        for (const [current, old] of Object.entries(mapped)) {
          expect(V2.questions.questions[Number(current) - 1]).toEqual(expect.objectContaining({ question: V1.questions.questions[Number(old) - 1]?.question }));
          expect(['11', '12', '48']).not.toContain(current);
        }
      }),
    );
  });
});
