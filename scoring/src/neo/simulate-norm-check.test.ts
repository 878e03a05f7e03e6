import { describe, expect, it } from 'vitest';
import { IPIP_NEO_300_POOL } from './ipip-pool';
import { NEO_DOMAIN_CODES } from './neo-codes';
import { neoDefinition } from './neo-definition';
import { JOHNSON_NORM_GROUPS, neoNormTable } from './neo-norms';
import { groupModels, solveItemCovariance, sumVariance } from './norm-check-model';
import { interpolateNorm } from './rescale-norms';
import { mulberry32, normalDeviates } from './seeded-normal';
import type { GroupCheck, NeoScaleCode } from './simulate-norm-check';
import {
  checkNormTable,
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
  it('solves item variance and covariance that reproduce both published SDs', () => {
    // men 21-40, N1: 3.76 at 4 items, 8.0 at 10 items
    const items = solveItemCovariance(3.76, 4, 8.0, 10, 'long');
    expect(items.admissible).toBe(true);
    expect(Math.sqrt(sumVariance(4, items))).toBeCloseTo(3.76, 10);
    expect(Math.sqrt(sumVariance(10, items))).toBeCloseTo(8.0, 10);
  });

  it('keeps the anchored SD where the tables admit no model', () => {
    // men over 60, C5: 2.76 at 4 items is below 0.4 x 8.4 at 10, so c > v: perfectly correlated items
    const long = solveItemCovariance(2.76, 4, 8.4, 10, 'long');
    expect(long).toMatchObject({ admissible: false });
    expect(long.variance).toBeCloseTo(long.covariance, 12);
    expect(Math.sqrt(sumVariance(10, long))).toBeCloseTo(8.4, 10);
    expect(Math.sqrt(sumVariance(4, solveItemCovariance(2.76, 4, 8.4, 10, 'short')))).toBeCloseTo(2.76, 10);
    // a 4-item SD above sqrt(2.5) x the 10-item SD needs c < 0: uncorrelated items instead
    const uncorrelated = solveItemCovariance(4, 4, 6, 10, 'long');
    expect(uncorrelated).toMatchObject({ admissible: false, covariance: 0 });
    expect(Math.sqrt(sumVariance(10, uncorrelated))).toBeCloseTo(6, 10);
  });

  it('lists the 20 facet cells out of model (4-item SD below 0.4 x the 10-item SD)', () => {
    const out = groupModels(JOHNSON_NORM_GROUPS, 'long').flatMap((model) =>
      FACETS_BY_DOMAIN.filter((code) => !model.facets[code].items.admissible).map((code) => `${model.sex} ${model.ageMin ?? '<21'} ${code}`),
    );
    expect(out).toEqual([
      'male <21 O6',
      'male 21 C5',
      'male 41 C1',
      'male 41 C5',
      'male 61 N3',
      'male 61 E5',
      'male 61 A2',
      'male 61 C3',
      'male 61 C5',
      'female <21 C5',
      'female 21 C5',
      'female 41 A2',
      'female 41 C1',
      'female 41 C5',
      'female 61 N3',
      'female 61 A2',
      'female 61 A3',
      'female 61 A4',
      'female 61 C3',
      'female 61 C5',
    ]);
  });

  it('pairs each 120-item group with the 300-item group the product pairs it with', () => {
    for (const group of sample) {
      const norm = neoDefinition.norms.find(
        (candidate) => candidate.sex === group.model.sex && candidate.ageMin === group.model.ageMin && candidate.ageMax === group.model.ageMax,
      );
      expect(norm).toBeDefined();
      for (const code of FACETS_BY_DOMAIN) {
        const facet = group.model.facets[code];
        expect(norm?.facets[code]).toEqual(interpolateNorm(facet.short, 4, facet.long, 10, 8));
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

  it("have 300-item facet sums with Johnson's published mean and SD", () => {
    for (const group of sample) {
      for (const code of FACETS_BY_DOMAIN) {
        const published = group.model.facets[code].long;
        expect(Math.abs(group.long[code].mean - published.mean)).toBeLessThan(meanBound(published.sd, n));
        expect(Math.abs(group.long[code].sd - published.sd)).toBeLessThan(sdBound(published.sd, n));
      }
    }
  });

  it("have 300-item domain sums with Johnson's published SD, and 120-item facet sums with it where the model admits", () => {
    for (const group of sample) {
      for (const code of NEO_DOMAIN_CODES) {
        const published = group.model.domains[code].long;
        expect(Math.abs(group.long[code].sd - published.sd)).toBeLessThan(sdBound(published.sd, n));
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
