import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neoDefinition } from './neo-definition';
import { levelOfT } from '../t-score-level';
import { highlightBandOf, normalCdf, percentileOfT, tScoreOf } from './t-score-scale';

const { levelCutoffs, highlightBands } = neoDefinition;

describe('tScoreOf', () => {
  it('is 50 + 10 (raw - mean) / sd', () => {
    expect(tScoreOf(24, { mean: 24, sd: 6 })).toBe(50);
    expect(tScoreOf(30, { mean: 24, sd: 6 })).toBe(60);
    expect(tScoreOf(12, { mean: 24, sd: 6 })).toBe(30);
  });
});

describe('percentileOfT', () => {
  it.each([
    [50, 50],
    [60, 84],
    [40, 16],
    [70, 98],
    [30, 2],
    [55, 69],
    [80, 99],
    [20, 1],
    [10, 1],
  ])('T %d -> percentile %d', (t, percentile) => {
    expect(percentileOfT(t)).toBe(percentile);
  });

  it('normalCdf is accurate and symmetric', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it('is monotone in T and stays in 1..99', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 150, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (t, step) => {
        const low = percentileOfT(t);
        const high = percentileOfT(t + step);
        expect(high).toBeGreaterThanOrEqual(low);
        expect(low).toBeGreaterThanOrEqual(1);
        expect(high).toBeLessThanOrEqual(99);
      }),
    );
  });
});

describe('levels (spec: T above 60 High, below 40 Low, otherwise Average)', () => {
  it.each([
    [20, 'Low'],
    [39.9, 'Low'],
    [40, 'Average'],
    [50, 'Average'],
    [60, 'Average'],
    [60.1, 'High'],
    [80, 'High'],
  ])('T %d is %s', (t, level) => {
    expect(levelOfT(t, levelCutoffs)).toBe(level);
  });

  it('highlight bands are 20 wide and follow the level: [20,40) Low, [40,60] Average, (60,80] High', () => {
    expect(highlightBands.map((band) => band.to - band.from)).toEqual([20, 20, 20]);
    expect(highlightBandOf(39.9, levelCutoffs, highlightBands)).toEqual({ level: 'Low', from: 20, to: 40 });
    expect(highlightBandOf(40, levelCutoffs, highlightBands)).toEqual({ level: 'Average', from: 40, to: 60 });
    expect(highlightBandOf(60, levelCutoffs, highlightBands)).toEqual({ level: 'Average', from: 40, to: 60 });
    expect(highlightBandOf(60.1, levelCutoffs, highlightBands)).toEqual({ level: 'High', from: 60, to: 80 });
    expect(highlightBandOf(95, levelCutoffs, highlightBands).level).toBe('High');
    expect(neoDefinition.chartRange).toEqual([20, 80]);
  });
});
