import { describe, expect, it } from 'vitest';
import { rankByFit } from './rank-by-fit';

const rank = (fits: number[], candidates?: number[]): number[] => Array.from(rankByFit(Float32Array.from(fits), candidates));

describe('rankByFit', () => {
  it('ranks by fit, highest first, equal fits by index', () => {
    expect(rank([50, 70, 50, 70, 100, 0])).toEqual([4, 1, 3, 0, 2, 5]);
    expect(rank([60, 60, 60])).toEqual([0, 1, 2]);
    expect(rank([])).toEqual([]);
  });

  it('ranks only the candidates, in any order given', () => {
    expect(rank([50, 70, 50, 70, 100], [3, 0, 2])).toEqual([3, 0, 2]);
    expect(rank([50, 70, 50, 70, 100], [2, 0])).toEqual([0, 2]);
    expect(Array.from(rankByFit(Float32Array.from([10, 20, 30]), Int32Array.from([0, 2])))).toEqual([2, 0]);
    expect(rank([1, 2], [])).toEqual([]);
  });

  it('refuses a candidate outside the fits', () => {
    expect(() => rank([1, 2], [2])).toThrow(RangeError);
    expect(() => rank([1, 2], [-1])).toThrow(RangeError);
  });

  it('ranks fits that are not integers 0..100 by comparison, NaN last', () => {
    expect(rank([0.5, 0.75, 0.5, Number.NaN, 101])).toEqual([4, 1, 0, 2, 3]);
    expect(rank([Number.NaN, Number.NaN, 3])).toEqual([2, 0, 1]);
  });

  it('gives the same order by counting and by comparison', () => {
    const fits = Array.from({ length: 2000 }, (_, i) => (i * 7919) % 101);
    const counted = rank(fits);
    const compared = fits.map((fit, index) => ({ fit, index })).sort((a, b) => b.fit - a.fit || a.index - b.index).map((entry) => entry.index);
    expect(counted).toEqual(compared);
  });
});
