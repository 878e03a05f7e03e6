import calculateScore from '@bigfive-org/score';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ipip120 from './data/ipip-neo-120.json' with { type: 'json' };
import { NEO_DOMAIN_CODES, NEO_DOMAIN_KEYS, NEO_FACET_NUMBERS } from './neo-codes';
import { neoDefinition } from './neo-definition';
import { rawNeoScores } from './raw-neo-scores';
import { scoreNeo } from './score-neo';

/**
 * Outside check against @bigfive-org/score (MIT), which sums keyed item scores per domain and
 * facet for the IPIP-NEO-120 of @bigfive-org/questions. Its input is one entry per item:
 * { domain: 'N', facet: '1', score: 1..5 }, the score already reversed for minus-keyed items
 * (@bigfive-org/questions gives plus items choices scored 1..5 and minus items 5..1). We key
 * the answers with ipip-neo-120.json (the 120 form's own item list), not with our definition.
 */
const items = neoDefinition.items;
const range = { min: 0, max: 4 };

function itemAt(index: number) {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

function theirSums(values: readonly number[]) {
  const answers = ipip120.map((entry) => {
    const index = items.findIndex((item) => item.ipip120Id === entry.id);
    const value = values[index];
    if (index < 0 || value === undefined) throw new Error(`120-form item ${entry.id} is not on our form`);
    return {
      domain: entry.domainCode,
      facet: entry.facetCode.slice(1),
      score: entry.keyed === 'plus' ? value + 1 : 5 - value,
    };
  });
  return calculateScore({ answers });
}

describe('outside check: our sums on the 120 shared items equal @bigfive-org/score', () => {
  it('the 120-form list matches our shared items one to one', () => {
    expect(ipip120).toHaveLength(120);
    const shared = items.filter((item) => item.ipip120Id !== null);
    expect(shared).toHaveLength(120);
    for (const entry of ipip120) {
      const ours = shared.find((item) => item.ipip120Id === entry.id);
      expect(ours?.ipip300Id).toBe(entry.ipip300Id);
    }
  });

  it('on random answer sets', () => {
    const sharedIndexes = items.flatMap((item, index) => (item.ipip120Id === null ? [] : [index]));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 240, maxLength: 240 }), (values) => {
        const ours = rawNeoScores(
          sharedIndexes.map((index) => itemAt(index)),
          sharedIndexes.map((index) => values[index] ?? Number.NaN),
          range,
        );
        const theirs = theirSums(values);
        for (const domain of NEO_DOMAIN_CODES) {
          expect(theirs[domain]?.count).toBe(24);
          expect(ours.domains[domain]).toBe(theirs[domain]?.score);
          for (const number of NEO_FACET_NUMBERS) {
            expect(ours.facets[`${domain}${number}`]).toBe(theirs[domain]?.facet[String(number)]?.score);
          }
        }
        // and scoreNeo's published raw scores are these sums plus the added items' sums
        const added = items.flatMap((item, index) => (item.ipip120Id === null ? [index] : []));
        const extra = rawNeoScores(
          added.map((index) => itemAt(index)),
          added.map((index) => values[index] ?? Number.NaN),
          range,
        );
        const result = scoreNeo(values.map(String));
        for (const domain of NEO_DOMAIN_CODES) {
          const published = result[NEO_DOMAIN_KEYS[domain]];
          expect(published.rawScore).toBe(ours.domains[domain] + extra.domains[domain]);
          published.subcategories.forEach((facet) => expect(facet.rawScore).toBe(ours.facets[facet.code] + extra.facets[facet.code]));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('would notice a wrong key: flipping one of our 120-form keys breaks the equality', () => {
    const values = items.map((_, index) => index % 5);
    const sharedIndexes = items.flatMap((item, index) => (item.ipip120Id === null ? [] : [index]));
    const flipped = sharedIndexes.map((index, position) => {
      const item = itemAt(index);
      return position === 0 ? { ...item, keyed: item.keyed === 'plus' ? ('minus' as const) : ('plus' as const) } : item;
    });
    // item 1 (N1, plus) is answered 0: scored 1 by them, 5 once flipped.
    const ours = rawNeoScores(flipped, sharedIndexes.map((index) => values[index] ?? Number.NaN), range);
    expect(ours.facets.N1).not.toBe(theirSums(values).N?.facet['1']?.score);
  });
});
