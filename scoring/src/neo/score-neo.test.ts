import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScoringError } from '../scoring-error';
import { SCORING_VERSION } from '../scoring-version';
import type { NeoDomainKey, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_KEYS, NEO_FACET_CYCLE } from './neo-codes';
import type { NeoDefinition } from './neo-definition';
import { neoDefinition } from './neo-definition';
import type { NeoNormGroup } from './neo-norms';
import type { NeoResult } from './score-neo';
import { scoreNeo } from './score-neo';

const items = neoDefinition.items;
const DOMAIN_KEYS = Object.values(NEO_DOMAIN_KEYS);

function facetRaw(result: NeoResult): Record<string, number> {
  return Object.fromEntries(DOMAIN_KEYS.flatMap((key) => result[key].subcategories.map((facet) => [facet.code, facet.rawScore])));
}

function domainRaw(result: NeoResult): Record<NeoDomainKey, number> {
  return Object.fromEntries(DOMAIN_KEYS.map((key) => [key, result[key].rawScore])) as Record<NeoDomainKey, number>;
}

/** Hand-worked raw facet scores: with p plus-keyed items of 8, all '0' gives p*1 + (8-p)*5. */
const ALL_MIN: Record<string, number> = {
  N1: 24, N2: 24, N3: 20, N4: 24, N5: 24, N6: 24,
  E1: 24, E2: 24, E3: 24, E4: 24, E5: 16, E6: 16,
  O1: 24, O2: 24, O3: 24, O4: 24, O5: 24, O6: 28,
  A1: 24, A2: 32, A3: 24, A4: 28, A5: 24, A6: 24,
  C1: 24, C2: 24, C3: 24, C4: 20, C5: 24, C6: 28,
};
/** ... and all '4' gives p*5 + (8-p)*1. */
const ALL_MAX: Record<string, number> = {
  N1: 24, N2: 24, N3: 28, N4: 24, N5: 24, N6: 24,
  E1: 24, E2: 24, E3: 24, E4: 24, E5: 32, E6: 32,
  O1: 24, O2: 24, O3: 24, O4: 24, O5: 24, O6: 20,
  A1: 24, A2: 16, A3: 24, A4: 20, A5: 24, A6: 24,
  C1: 24, C2: 24, C3: 24, C4: 28, C5: 24, C6: 20,
};

describe('scoreNeo: hand-scored raw fixtures', () => {
  it('all minimum', () => {
    const result = scoreNeo(Array(240).fill('0'));
    expect(facetRaw(result)).toEqual(ALL_MIN);
    expect(domainRaw(result)).toEqual({ neuroticism: 140, extraversion: 128, openness: 148, agreeableness: 156, conscientiousness: 144 });
  });

  it('all maximum', () => {
    const result = scoreNeo(Array(240).fill('4'));
    expect(facetRaw(result)).toEqual(ALL_MAX);
    expect(domainRaw(result)).toEqual({ neuroticism: 148, extraversion: 160, openness: 140, agreeableness: 132, conscientiousness: 144 });
  });

  it('all neutral gives 24 per facet and 144 per domain', () => {
    const result = scoreNeo(Array(240).fill('2'));
    expect(Object.values(facetRaw(result)).every((raw) => raw === 24)).toBe(true);
    expect(Object.values(domainRaw(result)).every((raw) => raw === 144)).toBe(true);
  });

  it('reverse-keyed items: N1 answered item by item', () => {
    // N1 sits at positions 0, 30, ..., 210: items 1, 31, 61, 91 (plus) then 151, 181, 211, 241 (minus).
    const answers = Array<string>(240).fill('2');
    const n1 = ['3', '4', '2', '1', '0', '3', '4', '1'];
    n1.forEach((value, round) => {
      answers[round * 30] = value;
    });
    expect([0, 30, 60, 90, 120, 150, 180, 210].map((index) => [items[index]?.ipip300Id, items[index]?.keyed])).toEqual([
      [1, 'plus'],
      [31, 'plus'],
      [61, 'plus'],
      [91, 'plus'],
      [151, 'minus'],
      [181, 'minus'],
      [211, 'minus'],
      [241, 'minus'],
    ]);
    // plus: 3+1, 4+1, 2+1, 1+1 = 4+5+3+2 = 14; minus: 5-0, 5-3, 5-4, 5-1 = 5+2+1+4 = 12; N1 = 26
    const result = scoreNeo(answers, { sex: 'female', age: 30 });
    expect(result.neuroticism.subcategories[0]).toEqual({
      code: 'N1',
      name: 'Anxiety',
      rawScore: 26,
      // women 21-40 N1 norm 24.9125 / 6.4244 (age-norm model): T = 50 + 10 * 1.0875 / 6.4244 = 51.69 -> 51.7
      tScore: 51.7,
      // reliability: the 300-item alpha .83 carried to 8 items, .664 / .834 = .7962 (below the
      // 120-item .71 carried to 8, .830); 1.96 x 10 sqrt(.2038) = 8.85
      interval: { low: 42.9, high: 60.5 },
      // normal curve at z = 0.1693 -> 56.7 %
      percentile: 57,
      level: 'Average',
    });
    expect(result.neuroticism.rawScore).toBe(26 + 5 * 24);
  });

  it('a realistic profile: high N, neutral E and O, agreeable, conscientious', () => {
    // N: strongly endorse the trait (plus '4', minus '0') -> 40 per facet, 240
    // E, O: '2' everywhere -> 24 per facet, 144
    // A: plus '3', minus '1' -> 4 per item, 32 per facet, 192
    // C: plus '4', minus '1' -> 5 or 4 per item; C1 has 4 plus: 4*5 + 4*4 = 36; C4 has 5 plus: 37; C6 has 3 plus: 35
    const answers = items.map((item) => {
      if (item.domain === 'N') return item.keyed === 'plus' ? '4' : '0';
      if (item.domain === 'A') return item.keyed === 'plus' ? '3' : '1';
      if (item.domain === 'C') return item.keyed === 'plus' ? '4' : '1';
      return '2';
    });
    const result = scoreNeo(answers, { sex: 'male', age: 45 });
    expect(domainRaw(result)).toEqual({ neuroticism: 240, extraversion: 144, openness: 144, agreeableness: 192, conscientiousness: 36 * 4 + 37 + 35 });
    expect(result.conscientiousness.subcategories.map((facet) => facet.rawScore)).toEqual([36, 36, 36, 37, 36, 35]);
    expect(result.neuroticism.level).toBe('High');
    expect(result.neuroticism.percentile).toBe(99);
    expect(result.extraversion.level).toBe('Average');
    expect(result.norms).toEqual({ sex: 'male', ageBand: '41-60', label: 'men aged 41 to 60', estimated: true, source: neoDefinition.normsSource });
    expect(result.norms.source).toBe("estimated from J. A. Johnson's IPIP-NEO-120 and -300 samples");
    expect(result.scoringVersion).toBe(SCORING_VERSION);
    expect(result.instrumentVersion).toBe(neoDefinition.instrumentVersion);
  });

  it('lists the five domains with six named facets each', () => {
    const result = scoreNeo(Array(240).fill('2'));
    expect(DOMAIN_KEYS).toEqual(['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness']);
    expect(result.openness.subcategories.map((facet) => facet.name)).toEqual([
      'Imagination',
      'Artistic Interests',
      'Emotionality',
      'Adventurousness',
      'Intellect',
      'Liberalism',
    ]);
    expect(result.norms).toMatchObject({ sex: 'combined', ageBand: 'all-ages', label: 'men and women of all ages', estimated: true });
  });
});

describe('scoreNeo: keys and norms are data', () => {
  it('a flipped key in a copy of the definition changes the score', () => {
    const flipped: NeoDefinition = {
      ...neoDefinition,
      items: items.map((item, index) => (index === 0 ? { ...item, keyed: item.keyed === 'plus' ? 'minus' : 'plus' } : item)),
    };
    const answers = Array<string>(240).fill('2');
    answers[0] = '4';
    // item 1 is plus-keyed: '4' scores 5, the other seven '2' score 3 each: 26.
    expect(scoreNeo(answers).neuroticism.subcategories[0]?.rawScore).toBe(26);
    // flipped to minus, '4' scores 1: 22.
    expect(scoreNeo(answers, {}, flipped).neuroticism.subcategories[0]?.rawScore).toBe(22);
  });

  it('labels exactly at T = 40 and T = 60 are Average (norms with mean 24, sd 8 for N1)', () => {
    const norms: NeoNormGroup[] = neoDefinition.norms.map((group) => ({ ...group, facets: { ...group.facets, N1: { mean: 24, sd: 8 } } }));
    const definition: NeoDefinition = { ...neoDefinition, norms };
    const n1With = (raw: number) => {
      // From all '2' (N1 = 24), move N1's answers to add (raw - 24): each item can add or take
      // up to 2 (plus items by raising the answer, minus items by lowering it).
      const answers = Array<string>(240).fill('2');
      let left = raw - 24;
      for (const index of [0, 30, 60, 90, 120, 150, 180, 210]) {
        const step = Math.max(-2, Math.min(2, left));
        answers[index] = String(items[index]?.keyed === 'plus' ? 2 + step : 2 - step);
        left -= step;
      }
      return scoreNeo(answers, { sex: 'female', age: 30 }, definition).neuroticism.subcategories[0];
    };
    expect(n1With(16)).toMatchObject({ rawScore: 16, tScore: 40, level: 'Average' });
    expect(n1With(15)).toMatchObject({ rawScore: 15, tScore: 38.8, level: 'Low' });
    expect(n1With(32)).toMatchObject({ rawScore: 32, tScore: 60, level: 'Average' });
    expect(n1With(33)).toMatchObject({ rawScore: 33, tScore: 61.3, level: 'High' });
  });
});

describe('scoreNeo: malformed answers', () => {
  it.each([
    ['239 answers', Array(239).fill('2'), 'wrong_length', undefined],
    ['a 5', [...Array(100).fill('2'), '5', ...Array(139).fill('2')], 'out_of_range', 100],
    ['a -1', [...Array(239).fill('2'), '-1'], 'out_of_range', 239],
    ['a non-numeric string', ['x', ...Array(239).fill('2')], 'invalid_answer', 0],
    ['a null', [...Array(7).fill('2'), null, ...Array(232).fill('2')], 'missing_answer', 7],
  ])('%s', (_name, answers, code, at) => {
    expect(() => scoreNeo(answers)).toThrow(expect.objectContaining({ code, at }) as ScoringError);
  });

  it('never crashes on any sex value', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (sex) => {
        expect(scoreNeo(Array(240).fill('2'), { sex, age: 30 }).neuroticism.rawScore).toBe(144);
      }),
    );
  });
});

describe('scoreNeo: properties', () => {
  const answers = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 240, maxLength: 240 });
  const sex = fc.constantFrom('male', 'female', 'other', null);
  const age = fc.option(fc.integer({ min: 16, max: 90 }), { nil: null });

  it('raw scores stay in range and are consistent; percentiles in 1..99', () => {
    fc.assert(
      fc.property(answers, sex, age, (values, sexValue, ageValue) => {
        const result = scoreNeo(values.map(String), { sex: sexValue, age: ageValue });
        for (const key of DOMAIN_KEYS) {
          const domain = result[key];
          expect(domain.rawScore).toBeGreaterThanOrEqual(48);
          expect(domain.rawScore).toBeLessThanOrEqual(240);
          expect(domain.rawScore).toBe(domain.subcategories.reduce((sum, facet) => sum + facet.rawScore, 0));
          for (const scale of [domain, ...domain.subcategories]) {
            expect(scale.percentile).toBeGreaterThanOrEqual(1);
            expect(scale.percentile).toBeLessThanOrEqual(99);
            expect(scale.level).toBe(scale.tScore > 60 ? 'High' : scale.tScore < 40 ? 'Low' : 'Average');
            // a 95% band around the score, 1.96 SEM each side: 4.5 to 7 T for a domain, 7 to 11.5 for a facet
            const half = (scale.interval.high - scale.interval.low) / 2;
            expect((scale.interval.high + scale.interval.low) / 2).toBeCloseTo(scale.tScore, 1);
            expect(half).toBeGreaterThan(scale === domain ? 4.4 : 7);
            expect(half).toBeLessThan(scale === domain ? 7 : 11.5);
          }
          for (const facet of domain.subcategories) {
            expect(facet.rawScore).toBeGreaterThanOrEqual(8);
            expect(facet.rawScore).toBeLessThanOrEqual(40);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reversing every answer of a facet mirrors its raw score (48 - raw)', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(...NEO_FACET_CYCLE), (values, facet: NeoFacetCode) => {
        const reversed = values.map((value, index) => (items[index]?.facet === facet ? 4 - value : value));
        const before = facetRaw(scoreNeo(values.map(String)));
        const after = facetRaw(scoreNeo(reversed.map(String)));
        expect(after[facet]).toBe(48 - (before[facet] ?? 0));
        for (const other of NEO_FACET_CYCLE.filter((code) => code !== facet)) {
          expect(after[other]).toBe(before[other]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a higher raw score never gives a lower T-score or percentile', () => {
    fc.assert(
      fc.property(answers, fc.integer({ min: 0, max: 239 }), (values, index) => {
        const item = items[index];
        if (item === undefined) return;
        const raised = [...values];
        const current = raised[index] ?? 0;
        raised[index] = item.keyed === 'plus' ? Math.min(4, current + 1) : Math.max(0, current - 1);
        const before = scoreNeo(values.map(String), { sex: 'female', age: 50 });
        const after = scoreNeo(raised.map(String), { sex: 'female', age: 50 });
        const facet = (result: NeoResult) => DOMAIN_KEYS.flatMap((key) => result[key].subcategories).find((entry) => entry.code === item.facet);
        expect(facet(after)?.tScore).toBeGreaterThanOrEqual(facet(before)?.tScore ?? Number.POSITIVE_INFINITY);
        expect(facet(after)?.percentile).toBeGreaterThanOrEqual(facet(before)?.percentile ?? 100);
      }),
      { numRuns: 200 },
    );
  });
});
