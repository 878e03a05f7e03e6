import { describe, expect, it } from 'vitest';
import type { ScoringError } from '../scoring-error';
import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';
import { neoDefinition } from './neo-definition';
import type { JohnsonNormGroup } from './neo-norms';
import { JOHNSON_NORM_GROUPS } from './neo-norms';
import { interpolateNorm, mixNorms } from './rescale-norms';
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
    // women 21-40, N1: 120 13.08/3.68, 300 adult women 30.7/7.8 -> 24.8267 / 6.4267
    expect(group('female-21-40').facets.N1.mean).toBeCloseTo(24.8267, 4);
    expect(group('female-21-40').facets.N1.sd).toBeCloseTo(6.4267, 4);
    // women 21-40, domain N: 120 72.14/16.16 (24 items), 300 172.5/36.8 (60 items) -> 48 items
    // mean = 72.14 + 2/3 * 100.36 = 139.0467; sd = 16.16 + 2/3 * 20.64 = 29.92
    expect(group('female-21-40').domains.N.mean).toBeCloseTo(139.0467, 4);
    expect(group('female-21-40').domains.N.sd).toBeCloseTo(29.92, 4);
    // men under 21 pair with the 300-form "traditional college age" men: N1 11.72/3.76 and 27.9/7.7
    expect(group('male-under-21').facets.N1.mean).toBeCloseTo(11.72 + (2 / 3) * (27.9 - 11.72), 10);
    expect(group('male-under-21').facets.N1.sd).toBeCloseTo(3.76 + (2 / 3) * (7.7 - 3.76), 10);
  });

  it('pairs every 120-form band with the 300-form group of the same sex covering it', () => {
    const bands: [string, string, number | null, number | null][] = [
      ['male-under-21', 'M', null, null],
      ['male-21-40', 'M', 21, 21],
      ['male-41-60', 'M', 41, 21],
      ['male-over-60', 'M', 61, 21],
      ['female-under-21', 'F', null, null],
      ['female-21-40', 'F', 21, 21],
      ['female-41-60', 'F', 41, 21],
      ['female-over-60', 'F', 61, 21],
    ];
    for (const [id, sex, ageMin120, ageMin300] of bands) {
      const short = johnson('IPIP-NEO-120', sex, ageMin120);
      const long = johnson('IPIP-NEO-300', sex, ageMin300);
      for (const code of NEO_FACET_CYCLE) {
        const expected = interpolateNorm(short.facets[code] ?? { mean: 0, sd: 0 }, 4, long.facets[code] ?? { mean: 0, sd: 0 }, 10, 8);
        expect(group(id).facets[code]).toEqual(expected);
      }
    }
  });

  it('keeps every cell between the two published forms on a per-item basis', () => {
    for (const ours of norms.filter((candidate) => candidate.sex !== 'combined')) {
      const sex = ours.sex === 'male' ? 'M' : 'F';
      const short = johnson('IPIP-NEO-120', sex, ours.ageMin);
      const long = johnson('IPIP-NEO-300', sex, ours.ageMin === null ? null : 21);
      const cells = [
        ...NEO_FACET_CYCLE.map((code) => [ours.facets[code], short.facets[code], long.facets[code], 8, 4, 10] as const),
        ...NEO_DOMAIN_CODES.map((code) => [ours.domains[code], short.domains[code], long.domains[code], 48, 24, 60] as const),
      ];
      for (const [mine, four, ten, k, kShort, kLong] of cells) {
        if (four === undefined || ten === undefined) throw new Error('missing cell');
        const perItem = [mine.mean / k, four.mean / kShort, ten.mean / kLong];
        expect(perItem[0]).toBeGreaterThanOrEqual(Math.min(perItem[1] ?? 0, perItem[2] ?? 0) - 1e-9);
        expect(perItem[0]).toBeLessThanOrEqual(Math.max(perItem[1] ?? 0, perItem[2] ?? 0) + 1e-9);
        expect(mine.sd).toBeGreaterThanOrEqual(Math.min(four.sd, ten.sd));
        expect(mine.sd).toBeLessThanOrEqual(Math.max(four.sd, ten.sd));
      }
    }
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
