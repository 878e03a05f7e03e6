import { describe, expect, it } from 'vitest';
import { roundTo } from './round-to';

describe('roundTo', () => {
  it.each([
    [0.285, 2, 0.29],
    [1 / 3, 2, 0.33],
    [2 / 3, 2, 0.67],
    [39.95, 1, 40],
    [-1.25, 1, -1.3],
    [-0.001, 2, 0],
  ])('rounds %d to %d places as %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});
