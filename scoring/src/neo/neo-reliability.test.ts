import { describe, expect, it } from 'vitest';
import { NEO_FACET_CYCLE } from './neo-codes';
import { neoDefinition } from './neo-definition';
import { facetReliability, PUBLISHED_FACET_ALPHAS, STAND_IN_ALPHAS } from './neo-reliability';
import { scoreNeo } from './score-neo';

const reliability = neoDefinition.reliability;

describe('NEO reliabilities and bands', () => {
  it("carries Johnson's facet alphas to 8 items by Spearman-Brown and keeps the lower", () => {
    // E5: 300 form .77 -> .616 / (1 - .2 x .77) = .616 / .846 = .7281 at 8 items; 120 form .67 -> 1.34 / 1.67 = .8024: .7281
    expect(reliability.facets.E5).toBeCloseTo(0.616 / 0.846, 10);
    // N3: .89 -> .712 / .822 = .8662; .80 -> 1.6 / 1.8 = .8889
    expect(reliability.facets.N3).toBeCloseTo(0.712 / 0.822, 10);
  });

  it('uses the lowest published alpha of each form for a facet whose figures are not yet copied in', () => {
    expect(PUBLISHED_FACET_ALPHAS.A1).toBeUndefined();
    expect(STAND_IN_ALPHAS).toEqual({ ipip300: 0.71, ipip120: 0.6 });
    // .71 -> .568 / .858 = .662 (the 120's .60 -> .75 is higher)
    expect(reliability.facets.A1).toBeCloseTo(0.568 / 0.858, 10);
    for (const code of NEO_FACET_CYCLE) expect(reliability.facets[code]).toBeGreaterThanOrEqual(facetReliability('A1', 8) - 1e-12);
  });

  it('gives an 8-item facet a standard error of 4.5 to 6 T points and a domain about 2.4 to 3.6', () => {
    for (const code of NEO_FACET_CYCLE) {
      const sem = 10 * Math.sqrt(1 - reliability.facets[code]);
      expect(sem).toBeGreaterThan(3.5);
      expect(sem).toBeLessThan(6);
    }
    for (const value of Object.values(reliability.domains)) {
      expect(value).toBeGreaterThan(0.85);
      expect(value).toBeLessThan(0.95);
    }
  });

  it('shows that "59.6 Average" and "60.4 High" are within each other\'s band', () => {
    // an E5 facet of 59.6 and one of 60.4 have bands of +/- 10.2 T: each holds the other
    const margin = 1.96 * 10 * Math.sqrt(1 - reliability.facets.E5);
    expect(margin).toBeCloseTo(10.22, 2);
    const result = scoreNeo(Array(240).fill('2'), { sex: 'male', age: 30 });
    const e5 = result.extraversion.subcategories.find((facet) => facet.code === 'E5');
    expect(e5?.interval.high).toBeCloseTo((e5?.tScore ?? 0) + margin, 1);
  });
});
