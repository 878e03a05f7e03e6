import { describe, expect, it } from 'vitest';
import type { ScoringError } from '../scoring-error';
import { NEO_FACET_CYCLE } from './neo-codes';
import { neoDefinition } from './neo-definition';
import type { JohnsonNormGroup } from './neo-norms';
import { JOHNSON_NORM_GROUPS } from './neo-norms';
import { roundTo } from '../round-to';
import { checkAgeGradients } from './age-gradient-check';
import { fitAdultPoolWeights, fitSimplexWeights } from './fit-pool-weights';
import { interpolatedNeoNorms } from './interpolated-norms';
import { neoNormTable } from './neo-norms';
import { ADULT_POOL_WEIGHTS } from './norm-pools';
import { interpolateNorm, mixNorms } from './rescale-norms';
import { scoreNeo } from './score-neo';
import { tScoreOf } from './t-score-scale';
import { normSexOf, selectNeoNormGroup } from './select-norm-group';

const norms = neoDefinition.norms;

function group(id: string) {
  const found = norms.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`no group ${id}`);
  return found;
}

function johnson(instrument: string, sex: string, ageMin: number | null): JohnsonNormGroup {
  const found = JOHNSON_NORM_GROUPS.find((candidate) => candidate.instrument === instrument && candidate.sex === sex && candidate.ageMin === ageMin);
  if (found === undefined) throw new Error('no Johnson group');
  return found;
}

describe('interpolateNorm', () => {
  it('is 2/3 of the way from the 4-item to the 10-item norms at 8 items', () => {
    // men 21-40, N1: 120-form 11.44 / 3.76; 300-form adult men 27.6 / 8.0
    // mean = 11.44 + 2/3 * 16.16 = 22.2133; sd = 3.76 + 2/3 * 4.24 = 6.5867
    const norm = interpolateNorm({ mean: 11.44, sd: 3.76 }, 4, { mean: 27.6, sd: 8.0 }, 10, 8);
    expect(norm.mean).toBeCloseTo(22.2133, 4);
    expect(norm.sd).toBeCloseTo(6.5867, 4);
    expect(interpolateNorm({ mean: 1, sd: 1 }, 4, { mean: 3, sd: 2 }, 10, 4)).toEqual({ mean: 1, sd: 1 });
    expect(interpolateNorm({ mean: 1, sd: 1 }, 4, { mean: 3, sd: 2 }, 10, 10)).toEqual({ mean: 3, sd: 2 });
    expect(() => interpolateNorm({ mean: 1, sd: 1 }, 4, { mean: 3, sd: 2 }, 10, 12)).toThrow();
  });

  it('mixes male and female norms as a 50/50 sample', () => {
    const mixed = mixNorms([{ mean: 10, sd: 2 }, { mean: 14, sd: 2 }]);
    expect(mixed.mean).toBe(12);
    expect(mixed.sd).toBeCloseTo(Math.sqrt(8), 10);
  });

  it('mixes several groups with equal weights (variance of the means added)', () => {
    // means 10, 12, 14 -> 12; variances 4, 9, 1 -> 14/3; variance of the means 8/3 -> sd sqrt(22/3)
    const mixed = mixNorms([{ mean: 10, sd: 2 }, { mean: 12, sd: 3 }, { mean: 14, sd: 1 }]);
    expect(mixed.mean).toBe(12);
    expect(mixed.sd).toBeCloseTo(Math.sqrt(22 / 3), 10);
    expect(() => mixNorms([])).toThrow();
  });
});

describe('our 8-item norm table', () => {
  it('has 4 age bands for men and for women, then the combined norms', () => {
    expect(norms.map((candidate) => candidate.id)).toEqual([
      'male-under-21',
      'male-21-40',
      'male-41-60',
      'male-over-60',
      'female-under-21',
      'female-21-40',
      'female-41-60',
      'female-over-60',
      'combined-all-ages',
    ]);
    expect(norms.map((candidate) => candidate.label)).toEqual([
      'men under 21',
      'men aged 21 to 40',
      'men aged 41 to 60',
      'men over 60',
      'women under 21',
      'women aged 21 to 40',
      'women aged 41 to 60',
      'women over 60',
      'men and women of all ages',
    ]);
  });

  it('matches hand-computed cells', () => {
    // men 21-40, N1 (the adult men's pool is the 21-40 band alone: ADULT_POOL_WEIGHTS.M = 1, 0, 0):
    // 120 11.44/3.76, 300 adult men 27.6/8.0. Mean = 11.44 + 2/3 * 16.16 = 22.2133.
    // Within-band variance a k + b k^2 through (4, 14.1376) and (10, 64):
    // b = (6.4 - 3.5344) / 6 = 0.4776, a = 3.5344 - 4 b = 1.624; at 8: 12.992 + 30.5664 = 43.5584.
    expect(group('male-21-40').facets.N1.mean).toBeCloseTo(22.2133, 4);
    expect(group('male-21-40').facets.N1.sd).toBeCloseTo(Math.sqrt(43.5584), 4);
    // men over 60, E5: band 11.03/2.88; pool (21-40) 13.34/3.43; 300 adult men 30.8/7.6.
    // pool at 8 = 13.34 + 2/3 * 17.46 = 24.98; band = 24.98 + 2 * (11.03 - 13.34) = 20.36.
    // W4 = 11.7649, W10 = 57.76: b = (5.776 - 2.941225) / 6 = 0.4724625, a = 1.051375; W8 = 38.6486;
    // sd = 2.88 * sqrt(38.6486 / 11.7649) = 5.2199.
    expect(group('male-over-60').facets.E5.mean).toBeCloseTo(20.36, 4);
    expect(group('male-over-60').facets.E5.sd).toBeCloseTo(5.2199, 4);
    // men under 21 pair with the 300-form "traditional college age" men (a pool of one band):
    // N1 11.72/3.76 and 27.9/7.7: the mean is the item-means interpolation, 2/3 of the way.
    expect(group('male-under-21').facets.N1.mean).toBeCloseTo(11.72 + (2 / 3) * (27.9 - 11.72), 10);
  });

  it('carries each adult band\'s difference from the adult pool to 8 items in proportion: the age gradient check', () => {
    const cells = checkAgeGradients(norms, JOHNSON_NORM_GROUPS, 8);
    expect(cells).toHaveLength(2 * 3 * 35);
    expect(cells.filter((cell) => !cell.passes)).toEqual([]);
  });

  it('the norms up to scoring version 1.1.0 fail the age gradient check: they carry a sixth of the difference', () => {
    const cells = checkAgeGradients(interpolatedNeoNorms(JOHNSON_NORM_GROUPS, 8), JOHNSON_NORM_GROUPS, 8);
    const withGradient = cells.filter((cell) => Math.abs(cell.short) > 1e-6);
    // the men's pool is the 21-40 band alone, so its own gradient is 0: 35 cells without one
    expect(withGradient.length).toBe(210 - 35);
    expect(withGradient.filter((cell) => cell.passes)).toEqual([]);
    for (const cell of withGradient) expect(cell.form / cell.short).toBeCloseTo(1 / 6, 10);
  });

  it('gives a man over 60 answering 1 everywhere an E5 of T 49.3 (the interpolated norms said 43.0)', () => {
    // option 1 = item score 2 on E5's 6 plus-keyed items and 4 on its 2 minus-keyed items: raw 20
    const answers = Array.from({ length: 240 }, () => '1');
    const now = scoreNeo(answers, { sex: 'male', age: 70 });
    const e5 = now.extraversion.subcategories.find((facet) => facet.code === 'E5');
    expect(e5?.rawScore).toBe(20);
    expect(e5?.tScore).toBe(49.3);
    const before = interpolatedNeoNorms(JOHNSON_NORM_GROUPS, 8).find((candidate) => candidate.id === 'male-over-60');
    if (before === undefined) throw new Error('no group');
    expect(roundTo(tScoreOf(20, before.facets.E5), 1)).toBe(43);
  });

  it('keeps each band\'s SD relative to the others in its pool as on the 120-item form', () => {
    for (const sex of ['male', 'female'] as const) {
      const adult = norms.filter((candidate) => candidate.sex === sex && candidate.ageMin !== null);
      const code = sex === 'male' ? 'M' : 'F';
      const shorts = [21, 41, 61].map((ageMin) => johnson('IPIP-NEO-120', code, ageMin));
      for (const facet of NEO_FACET_CYCLE) {
        const ratio = (adult[1]?.facets[facet].sd ?? 0) / (adult[0]?.facets[facet].sd ?? 1);
        expect(ratio).toBeCloseTo((shorts[1]?.facets[facet]?.sd ?? 0) / (shorts[0]?.facets[facet]?.sd ?? 1), 10);
      }
    }
  });

  it('reproduces the published 300-item adult norms when the adult bands are pooled at 10 items', () => {
    for (const sex of ['male', 'female'] as const) {
      const code = sex === 'male' ? 'M' : 'F';
      const weights = ADULT_POOL_WEIGHTS[code];
      const ten = neoNormTable(10).filter((candidate) => candidate.sex === sex && candidate.ageMin !== null);
      const published = johnson('IPIP-NEO-300', code, 21);
      for (const facet of NEO_FACET_CYCLE) {
        const stats = ten.map((candidate) => candidate.facets[facet]);
        const mean = stats.reduce((sum, stat, index) => sum + (weights[index] ?? 0) * stat.mean, 0);
        const variance = stats.reduce((sum, stat, index) => sum + (weights[index] ?? 0) * (stat.sd ** 2 + (stat.mean - mean) ** 2), 0);
        expect(mean).toBeCloseTo(published.facets[facet]?.mean ?? 0, 8);
        expect(Math.sqrt(variance)).toBeCloseTo(published.facets[facet]?.sd ?? 0, 8);
      }
    }
  });

  it('is the 120-item norms at 4 items per facet', () => {
    const four = neoNormTable(4);
    for (const ours of four.filter((candidate) => candidate.sex !== 'combined')) {
      const short = johnson('IPIP-NEO-120', ours.sex === 'male' ? 'M' : 'F', ours.ageMin);
      for (const code of NEO_FACET_CYCLE) {
        expect(ours.facets[code].mean).toBeCloseTo(short.facets[code]?.mean ?? 0, 10);
        expect(ours.facets[code].sd).toBeCloseTo(short.facets[code]?.sd ?? 0, 10);
      }
    }
  });

  it('weights the adult pool as the fit to the two forms\' college-age differences says (to 0.01)', () => {
    for (const sex of ['M', 'F'] as const) {
      const fit = fitAdultPoolWeights(JOHNSON_NORM_GROUPS, sex);
      expect(fit.weights.map((weight) => roundTo(weight, 2))).toEqual([...ADULT_POOL_WEIGHTS[sex]]);
      expect(fit.rms).toBeLessThan(0.1);
    }
  });

  it('fits weights on the simplex: an inside solution exactly, an outside one on the nearest face', () => {
    const rows = [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [1, 1, 0],
    ];
    const inside = fitSimplexWeights(rows, [0.2, 0.3, 0.5, 0.5]);
    inside.weights.forEach((weight, index) => expect(weight).toBeCloseTo([0.2, 0.3, 0.5][index] ?? 0, 10));
    expect(inside.rms).toBeCloseTo(0, 10);
    const outside = fitSimplexWeights(rows, [1.3, -0.3, 0, 1]);
    expect(outside.weights).toEqual([1, 0, 0]);
  });

  it('builds the combined norms from all eight sex and age groups', () => {
    const eight = norms.filter((candidate) => candidate.sex !== 'combined');
    expect(eight).toHaveLength(8);
    expect(group('combined-all-ages').facets.C3).toEqual(mixNorms(eight.map((candidate) => candidate.facets.C3)));
    expect(group('combined-all-ages').domains.N).toEqual(mixNorms(eight.map((candidate) => candidate.domains.N)));
  });
});

describe('selectNeoNormGroup', () => {
  const pick = (sex: string | null | undefined, age: number | null | undefined) => selectNeoNormGroup(norms, { sex, age }).id;

  it.each([
    ['female', 18, 'female-under-21'],
    ['f', 20, 'female-under-21'],
    ['F', 21, 'female-21-40'],
    ['male', 40, 'male-21-40'],
    ['m', 40.9, 'male-21-40'],
    ['Male', 41, 'male-41-60'],
    ['male', 60, 'male-41-60'],
    ['female', 61, 'female-over-60'],
    ['female', 99, 'female-over-60'],
  ])('sex %s age %d -> %s', (sex, age, id) => {
    expect(pick(sex, age)).toBe(id);
  });

  it.each([
    ['unspecified', 30],
    ['other', 70],
    [null, 19],
    [undefined, 45],
    ['female', null],
    ['male', undefined],
    [null, null],
  ])('uses the combined norms when the sex (%s) or the age (%s) is not given', (sex, age) => {
    expect(pick(sex, age)).toBe('combined-all-ages');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses age %d', (age) => {
    expect(() => pick('male', age)).toThrow(expect.objectContaining({ code: 'missing_norms' }) as ScoringError);
  });

  it('reads sex leniently', () => {
    expect(normSexOf(' FEMALE ')).toBe('female');
    expect(normSexOf('1')).toBe('combined');
    expect(normSexOf('')).toBe('combined');
  });
});
