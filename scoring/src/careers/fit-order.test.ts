import { describe, expect, it } from 'vitest';
import { isBefore } from './fit-order';

const before = (a: [number, number, number, number], b: [number, number, number, number]): boolean => isBefore(...a, ...b);

describe('isBefore: the order of ideas', () => {
  it('puts the higher score first', () => {
    expect(before([40, 0.1, 0.1, 9], [39, 0.9, 0.9, 0])).toBe(true);
    expect(before([39, 0.9, 0.9, 0], [40, 0.1, 0.1, 9])).toBe(false);
  });

  it('breaks equal scores by correlation, then valuesFit, then index', () => {
    expect(before([40, 0.8, 0.1, 9], [40, 0.7, 0.9, 0])).toBe(true);
    expect(before([40, 0.8, 0.2, 9], [40, 0.8, 0.1, 0])).toBe(true);
    expect(before([40, 0.8, 0.2, 0], [40, 0.8, 0.2, 9])).toBe(true);
    expect(before([40, 0.8, 0.2, 9], [40, 0.8, 0.2, 0])).toBe(false);
    expect(before([40, 0.8, 0.2, 3], [40, 0.8, 0.2, 3])).toBe(false);
  });

  it('puts an unknown valuesFit (NaN) after any number, and treats two as equal', () => {
    expect(before([40, 0.8, -1, 9], [40, 0.8, Number.NaN, 0])).toBe(true);
    expect(before([40, 0.8, Number.NaN, 0], [40, 0.8, -1, 9])).toBe(false);
    expect(before([40, 0.8, Number.NaN, 0], [40, 0.8, Number.NaN, 9])).toBe(true);
    expect(before([40, 0.8, Number.NaN, 9], [40, 0.8, Number.NaN, 0])).toBe(false);
  });

  it('puts a NaN score last, and treats 0 and -0 as equal', () => {
    expect(before([-100, 0, 0, 9], [Number.NaN, 0, 0, 0])).toBe(true);
    expect(before([Number.NaN, 0, 0, 0], [-100, 0, 0, 9])).toBe(false);
    expect(before([-0, 0.5, 0, 9], [0, 0.4, 0, 0])).toBe(true);
  });
});
