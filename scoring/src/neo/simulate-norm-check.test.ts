import { describe, expect, it } from 'vitest';
import { IPIP_NEO_300_POOL } from './ipip-pool';
import { NEO_DOMAIN_CODES } from './neo-codes';
import { neoDefinition } from './neo-definition';
import { JOHNSON_NORM_GROUPS, neoNormTable } from './neo-norms';
import { interpolatedNeoNorms } from './interpolated-norms';
import { isNeoDomainCode } from './neo-codes';
import { groupModels, sumVariance } from './norm-check-model';
import { mulberry32, normalDeviates } from './seeded-normal';
import type { GroupCheck, NeoScaleCode } from './simulate-norm-check';
import {
  checkNormTable,
  expectedFormSum,
  FACETS_BY_DOMAIN,
  facetLayouts,
  NORM_CHECK_DEFAULTS,
  NORM_CHECK_TOLERANCE,
  scalesOutOfTolerance,
  simulateNormSample,
} from './simulate-norm-check';

// One sample for the whole file: 8 groups x 20,000 respondents (about a second on a quiet machine).
const layouts = facetLayouts(IPIP_NEO_300_POOL, neoDefinition.items);
const sample = simulateNormSample(JOHNSON_NORM_GROUPS, layouts, NORM_CHECK_DEFAULTS);
const checks = checkNormTable(sample, neoDefinition.norms);
const n = NORM_CHECK_DEFAULTS.respondentsPerGroup;

/** Sampling bounds: 5 standard errors of a mean and of an SD of n normal values. */
const meanBound = (sd: number, count: number) => (5 * sd) / Math.sqrt(count);
const sdBound = (sd: number, count: number) => (5 * sd) / Math.sqrt(2 * (count - 1));

function check(id: string): GroupCheck {
  const found = checks.find((candidate) => candidate.normGroupId === id);
  if (found === undefined) throw new Error(`no check for ${id}`);
  return found;
}

describe('the seeded generators', () => {
  it('are reproducible and standard normal', () => {
    expect(mulberry32(1)()).toBe(mulberry32(1)());
    const draw = normalDeviates(7);
    const values = Array.from({ length: 200_000 }, () => draw());
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
    expect(Math.abs(mean)).toBeLessThan(meanBound(1, values.length));
    expect(Math.abs(Math.sqrt(variance) - 1)).toBeLessThan(sdBound(1, values.length));
    // tails: P(|z| > 2) = 0.0455, P(|z| > 3) = 0.0027
    expect(values.filter((value) => Math.abs(value) > 2).length / values.length).toBeCloseTo(0.0455, 2);
    expect(values.filter((value) => Math.abs(value) > 3).length / values.length).toBeCloseTo(0.0027, 3);
    expect(normalDeviates(7)()).toBe(values[0]);
  });
});

describe('the item model', () => {
  it('gives items whose sums have the band\'s 120-item SD and its 300-item SD under the model', () => {
    for (const model of groupModels(JOHNSON_NORM_GROUPS, 'long')) {
      for (const code of FACETS_BY_DOMAIN.filter((facet) => model.facets[facet].items.admissible)) {
        const facet = model.facets[code];
        expect(Math.sqrt(sumVariance(4, facet.items))).toBeCloseTo(facet.short.sd, 10);
        expect(Math.sqrt(sumVariance(10, facet.items))).toBeCloseTo(facet.long.sd, 10);
        expect(facet.items.covariance).toBeLessThanOrEqual(facet.items.variance);
      }
    }
  });

  it('keeps the anchored SD with perfectly correlated items where the model needs c > v', () => {
    // the 8 cells above: keep the 300-item SD (anchor long) or the 120-item SD (anchor short)
    for (const anchor of ['long', 'short'] as const) {
      const out = groupModels(JOHNSON_NORM_GROUPS, anchor).flatMap((model) => FACETS_BY_DOMAIN.map((code) => model.facets[code]).filter((facet) => !facet.items.admissible));
      expect(out).toHaveLength(8);
      for (const facet of out) {
        expect(facet.items.covariance).toBeCloseTo(facet.items.variance, 12);
        const [items, sd] = anchor === 'long' ? [10, facet.long.sd] : [4, facet.short.sd];
        expect(Math.sqrt(sumVariance(items, facet.items))).toBeCloseTo(sd, 10);
      }
    }
  });

  it('lists the 8 facet cells out of model (the within-band model of their pool needs c > v)', () => {
    const out = groupModels(JOHNSON_NORM_GROUPS, 'long').flatMap((model) =>
      FACETS_BY_DOMAIN.filter((code) => !model.facets[code].items.admissible).map((code) => `${model.sex} ${model.ageMin ?? '<21'} ${code}`),
    );
    expect(out).toEqual([
      'male <21 O6',
      'male 21 C5',
      'male 41 C5',
      'male 61 C5',
      'female <21 C5',
      'female 21 C5',
      'female 41 C5',
      'female 61 C5',
    ]);
  });

  it("gives our form's 8 items exactly the product's norms, in every cell the model admits", () => {
    for (const group of sample) {
      const norm = neoDefinition.norms.find(
        (candidate) => candidate.sex === group.model.sex && candidate.ageMin === group.model.ageMin && candidate.ageMax === group.model.ageMax,
      );
      if (norm === undefined) throw new Error(`no norms for ${group.model.shortLabel}`);
      for (const code of FACETS_BY_DOMAIN.filter((facet) => group.model.facets[facet].items.admissible)) {
        const exact = expectedFormSum(group, code);
        expect(exact.mean).toBeCloseTo(norm.facets[code].mean, 9);
        expect(Math.sqrt(exact.variance)).toBeCloseTo(norm.facets[code].sd, 9);
      }
    }
  });

  it('scores 4 items of the 120-item form and 4 of the 6 others per facet', () => {
    expect(layouts).toHaveLength(30);
    for (const layout of layouts) {
      expect(layout.shared.filter(Boolean)).toHaveLength(4);
      expect(layout.used.filter(Boolean)).toHaveLength(8);
      expect(layout.shared.every((shared, index) => !shared || layout.used[index] === true)).toBe(true);
    }
  });
});

describe('the simulated respondents', () => {
  const scales: NeoScaleCode[] = [...FACETS_BY_DOMAIN, ...NEO_DOMAIN_CODES];

  it("have 300-item facet sums with their band's 300-item norms under the model", () => {
    for (const group of sample) {
      for (const code of FACETS_BY_DOMAIN) {
        const band = group.model.facets[code].long;
        expect(Math.abs(group.long[code].mean - band.mean)).toBeLessThan(meanBound(band.sd, n));
        expect(Math.abs(group.long[code].sd - band.sd)).toBeLessThan(sdBound(band.sd, n));
      }
    }
  });

  it("pooled as Johnson's 300-item groups pool them, have his published 300-item facet means and SDs and domain SDs", () => {
    for (const sex of ['M', 'F'] as const) {
      const bySex = sample.filter((group) => group.model.sex === (sex === 'M' ? 'male' : 'female'));
      for (const pool of [bySex.filter((group) => group.model.ageMin === null), bySex.filter((group) => group.model.ageMin !== null)]) {
        const published = JOHNSON_NORM_GROUPS.find((group) => group.instrument === 'IPIP-NEO-300' && group.label === pool[0]?.model.longLabel);
        if (published === undefined) throw new Error('no 300-item group');
        for (const code of [...FACETS_BY_DOMAIN, ...NEO_DOMAIN_CODES]) {
          const stats = pool.map((group) => group.long[code]);
          const weights = pool.map((group) => group.model.poolWeight);
          const mean = stats.reduce((sum, stat, index) => sum + (weights[index] ?? 0) * stat.mean, 0);
          const sd = Math.sqrt(stats.reduce((sum, stat, index) => sum + (weights[index] ?? 0) * (stat.sd ** 2 + (stat.mean - mean) ** 2), 0));
          const target = (isNeoDomainCode(code) ? published.domains[code] : published.facets[code]) ?? { mean: 0, sd: 1 };
          // domain sums are sums of facets: their mean is the facet means' sum, not always the published domain mean
          if (!isNeoDomainCode(code)) expect(Math.abs(mean - target.mean), `${published.label} ${code} mean`).toBeLessThan(meanBound(target.sd, n));
          if (isNeoDomainCode(code) || pool.every((group) => group.model.facets[code].items.admissible)) {
            expect(Math.abs(sd - target.sd), `${published.label} ${code} SD`).toBeLessThan(sdBound(target.sd, n));
          }
        }
      }
    }
  });

  it("have 300-item domain sums with their band's SD under the model, and 120-item facet sums with the published ones where the model admits", () => {
    for (const group of sample) {
      for (const code of NEO_DOMAIN_CODES) {
        const band = group.model.domains[code].long;
        expect(Math.abs(group.long[code].sd - band.sd)).toBeLessThan(sdBound(band.sd, n));
      }
      for (const code of FACETS_BY_DOMAIN.filter((facet) => group.model.facets[facet].items.admissible)) {
        const published = group.model.facets[code].short;
        expect(Math.abs(group.short[code].mean - published.mean)).toBeLessThan(meanBound(published.sd, n));
        expect(Math.abs(group.short[code].sd - published.sd)).toBeLessThan(sdBound(published.sd, n));
      }
    }
  });

  it('give T-scores within sampling error of what the model implies exactly', () => {
    for (const groupCheck of checks) {
      for (const scale of groupCheck.scales) {
        expect(Math.abs(scale.t.mean - scale.expected.mean)).toBeLessThan(meanBound(scale.expected.sd, groupCheck.respondents));
        expect(Math.abs(scale.t.sd - scale.expected.sd)).toBeLessThan(sdBound(scale.expected.sd, groupCheck.respondents));
      }
    }
    expect(checks.flatMap((groupCheck) => groupCheck.scales)).toHaveLength(scales.length * neoDefinition.norms.length);
  });
});

describe('T-scores of the 240-item form against its rescaled norms', () => {
  it.each(neoDefinition.norms.map((norm) => norm.id))('%s: mean 50 ± 1 and SD 10 ± 1 on every facet and domain', (id) => {
    const groupCheck = check(id);
    expect(groupCheck.scales).toHaveLength(35);
    for (const scale of groupCheck.scales) {
      expect(Math.abs(scale.t.mean - 50), `${id} ${scale.code} mean`).toBeLessThanOrEqual(NORM_CHECK_TOLERANCE.mean);
      expect(Math.abs(scale.t.sd - 10), `${id} ${scale.code} SD`).toBeLessThanOrEqual(NORM_CHECK_TOLERANCE.sd);
    }
  });

  it('covers the eight sex x age groups, each with its own 20,000, and the combined norms with all of them', () => {
    expect(checks.filter((groupCheck) => groupCheck.respondents === n)).toHaveLength(8);
    expect(check('combined-all-ages').respondents).toBe(8 * n);
  });

  it('has teeth: the same sample fails against the norms up to scoring version 1.1.0 in the bands over 40', () => {
    const before = checkNormTable(sample, interpolatedNeoNorms(JOHNSON_NORM_GROUPS, 8));
    for (const id of ['male-41-60', 'male-over-60', 'female-41-60', 'female-over-60']) {
      const groupCheck = before.find((candidate) => candidate.normGroupId === id);
      expect(groupCheck && scalesOutOfTolerance(groupCheck).length, id).toBeGreaterThan(0);
    }
  });

  it('has teeth: the same sample fails against the plain 120-item norms, and against norms rescaled to 9 items (one item off)', () => {
    for (const items of [4, 9]) {
      const wrong = checkNormTable(
        sample,
        neoNormTable(items).filter((norm) => norm.sex !== 'combined'),
      );
      expect(wrong).toHaveLength(8);
      for (const groupCheck of wrong) {
        expect(scalesOutOfTolerance(groupCheck).length, `${items} items, ${groupCheck.normGroupId}`).toBeGreaterThan(0);
      }
    }
  });
});
