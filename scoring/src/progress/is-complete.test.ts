import { describe, expect, it } from 'vitest';
import { isComplete } from './is-complete';

describe('isComplete', () => {
  it.each([
    [true, 0, 21, true],
    [false, 21, 21, true],
    [undefined, 20, 21, false],
    [null, 0, 0, false],
    [false, 5, 3, true],
  ])('explicit %s, %d of %d -> %s', (explicit, answered, total, expected) => {
    expect(isComplete(explicit, answered, total)).toBe(expected);
  });
});
