import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressFromCount, progressOf } from './progress-of';

describe('progressOf', () => {
  it.each([
    [[], 21, 0],
    [['0', '1', null, ''], 4, 0.5],
    [['1', '2', '3'], 3, 1],
    [['1'], 3, 0.33],
    [['1', '2'], 3, 0.67],
    [Array(240).fill('2').map((value: string, index) => (index < 161 ? value : null)), 240, 0.67],
    [{ q1: 'a', q2: '', q3: { x: true } }, 48, 0.04],
    [['a', 'b', 'c'], 2, 1],
    [['a'], 0, 0],
    [null, 10, 0],
  ])('%j over %d -> %d', (answers, total, expected) => {
    expect(progressOf(answers, total)).toBe(expected);
  });

  it('never exceeds 1, never goes below 0 and is monotone in the answered count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 400 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 300 }), (answered, more, total) => {
        const before = progressFromCount(answered, total);
        const after = progressFromCount(answered + more, total);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(1);
        expect(after).toBeGreaterThanOrEqual(before);
        expect(Math.round(after * 100)).toBeCloseTo(after * 100, 9);
      }),
    );
  });

  it('is monotone as answers are filled in', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('0', '1', '', null), { maxLength: 60 }), fc.integer({ min: 1, max: 60 }), (answers, total) => {
        let last = progressOf(answers, total);
        const filled = [...answers];
        for (let index = 0; index < filled.length; index += 1) {
          filled[index] = '1';
          const next = progressOf(filled, total);
          expect(next).toBeGreaterThanOrEqual(last);
          expect(next).toBeLessThanOrEqual(1);
          last = next;
        }
      }),
    );
  });
});
