import { describe, expect, it } from 'vitest';
import { countAnswered, isAnswered } from './is-answered';

describe('isAnswered', () => {
  it.each([
    [null, false],
    [undefined, false],
    ['', false],
    ['   ', false],
    ['0', true],
    ['-2', true],
    [0, true],
    [Number.NaN, false],
    [true, true],
    [false, false],
    [[], false],
    [['', null], false],
    [['', 'text'], true],
    [{}, false],
    [{ work: false, school: '' }, false],
    [{ work: true }, true],
    [{ selection: 'Other', other: '' }, true],
    [{ selection: '', other: '' }, false],
  ])('%j -> %s', (value, expected) => {
    expect(isAnswered(value)).toBe(expected);
  });

  it('counts holes in a sparse list as unanswered', () => {
    const sparse: unknown[] = [];
    sparse[3] = '1';
    expect(countAnswered(sparse)).toBe(1);
    expect(countAnswered('not answers')).toBe(0);
  });
});
