import { describe, expect, it } from 'vitest';
import { optionRange, readAnswerList, readIntegerAnswer, readIntegerAnswers } from './read-integer-answers';
import { ScoringError } from './scoring-error';

function errorOf(run: () => unknown): ScoringError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScoringError) return error;
    throw error;
  }
  throw new Error('expected a ScoringError');
}

describe('readIntegerAnswer', () => {
  it.each([
    ['0', 0],
    ['4', 4],
    ['-2', -2],
    [3, 3],
  ])('reads %j as %d', (value, expected) => {
    expect(readIntegerAnswer(value, 0, -2, 4)).toBe(expected);
  });

  it.each([
    [null, 'missing_answer'],
    [undefined, 'missing_answer'],
    ['', 'missing_answer'],
    ['abc', 'invalid_answer'],
    ['1.5', 'invalid_answer'],
    [1.5, 'invalid_answer'],
    [' 2', 'invalid_answer'],
    ['+2', 'invalid_answer'],
    ['02', 'invalid_answer'],
    [true, 'invalid_answer'],
    [{}, 'invalid_answer'],
    ['5', 'out_of_range'],
    ['-3', 'out_of_range'],
  ])('refuses %j with %s at the index', (value, code) => {
    const error = errorOf(() => readIntegerAnswer(value, 6, -2, 4));
    expect(error.code).toBe(code);
    expect(error.at).toBe(6);
  });
});

describe('readIntegerAnswers', () => {
  it('reads a full list', () => {
    expect(readIntegerAnswers(['1', '0', 2], 3, 0, 3)).toEqual([1, 0, 2]);
  });

  it('refuses a wrong length, a non-list and holes', () => {
    expect(errorOf(() => readIntegerAnswers(['1'], 3, 0, 3)).code).toBe('wrong_length');
    expect(errorOf(() => readAnswerList('1,2,3', 3)).code).toBe('invalid_answer');
    const sparse: unknown[] = ['1'];
    sparse[2] = '2';
    const hole = errorOf(() => readIntegerAnswers(sparse, 3, 0, 3));
    expect(hole.code).toBe('missing_answer');
    expect(hole.at).toBe(1);
  });

  it('reports the first bad index', () => {
    const error = errorOf(() => readIntegerAnswers(['1', '2', '9', 'x'], 4, 0, 3));
    expect([error.code, error.at]).toEqual(['out_of_range', 2]);
  });
});

describe('optionRange', () => {
  it('takes the smallest and largest option values', () => {
    expect(optionRange([{ value: '-2' }, { value: '0' }, { value: '2' }])).toEqual({ min: -2, max: 2 });
    expect(() => optionRange([{ value: 'a' }])).toThrow();
  });
});
