import { describe, expect, it } from 'vitest';
import type { IpipPoolItem } from './ipip-pool';
import { IPIP_NEO_300_POOL } from './ipip-pool';
import { NEO_FACET_CYCLE } from './neo-codes';
import { neoDefinition } from './neo-definition';
import { orderNeoItems, selectFacetItems, selectNeoItems } from './select-neo-items';

/**
 * Plus-keyed items per facet on our form, worked out by hand from the pool's counts
 * (120-form plus/minus; remaining plus/minus) and the rule "aim for 4 + 4":
 * e.g. A2 has 0/4 in the 120 form and 2/4 left, so it can only reach 2 plus;
 * E5 has 4/0 and 4/2 left, so it takes both minus items and 2 plus: 6 plus.
 */
const EXPECTED_PLUS: Record<string, number> = {
  N1: 4, N2: 4, N3: 5, N4: 4, N5: 4, N6: 4,
  E1: 4, E2: 4, E3: 4, E4: 4, E5: 6, E6: 6,
  O1: 4, O2: 4, O3: 4, O4: 4, O5: 4, O6: 3,
  A1: 4, A2: 2, A3: 4, A4: 3, A5: 4, A6: 4,
  C1: 4, C2: 4, C3: 4, C4: 5, C5: 4, C6: 3,
};

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) => subsets(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]));
}

describe('the IPIP pool copy', () => {
  it('holds 300 items, 10 per facet, 4 per facet in the 120-item form', () => {
    expect(IPIP_NEO_300_POOL).toHaveLength(300);
    for (const facet of NEO_FACET_CYCLE) {
      const items = IPIP_NEO_300_POOL.filter((item) => item.facet === facet);
      expect(items).toHaveLength(10);
      expect(items.filter((item) => item.ipip120Id !== null)).toHaveLength(4);
    }
    expect(IPIP_NEO_300_POOL.filter((item) => item.keyed === 'minus')).toHaveLength(148);
  });
});

describe('selection rule (8 items per facet)', () => {
  const selected = selectNeoItems(IPIP_NEO_300_POOL);

  it('keeps the 120-item form and reaches the hand-worked keying per facet', () => {
    for (const facet of NEO_FACET_CYCLE) {
      const items = selected.get(facet) ?? [];
      expect(items, facet).toHaveLength(8);
      expect(items.slice(0, 4).every((item) => item.ipip120Id !== null), facet).toBe(true);
      expect(items.slice(4).every((item) => item.ipip120Id === null), facet).toBe(true);
      expect(items.filter((item) => item.keyed === 'plus').length, facet).toBe(EXPECTED_PLUS[facet]);
    }
  });

  it('is the most balanced choice the pool allows, taking the earliest items of each key', () => {
    for (const facet of NEO_FACET_CYCLE) {
      const pool = IPIP_NEO_300_POOL.filter((item) => item.facet === facet);
      const base = pool.filter((item) => item.ipip120Id !== null);
      const rest = pool.filter((item) => item.ipip120Id === null);
      const imbalance = (added: readonly IpipPoolItem[]) =>
        Math.abs([...base, ...added].filter((item) => item.keyed === 'plus').length - 4);
      const best = Math.min(...subsets(rest, 4).map(imbalance));
      const added = (selected.get(facet) ?? []).slice(4);
      expect(imbalance(added), facet).toBe(best);
      for (const keyed of ['plus', 'minus'] as const) {
        const taken = added.filter((item) => item.keyed === keyed).map((item) => item.ipip300Id);
        const earliest = rest.filter((item) => item.keyed === keyed).map((item) => item.ipip300Id).sort((a, b) => a - b);
        expect(taken, `${facet} ${keyed}`).toEqual(earliest.slice(0, taken.length));
      }
    }
  });

  it('picks these items for N1 and A2 (hand-checked against the pool)', () => {
    // N1: 120-form 1, 31, 61, 91 (all plus); left 121 plus, 151 181 211 241 271 minus -> 4 minus
    expect(selected.get('N1')?.map((item) => item.ipip300Id)).toEqual([1, 31, 61, 91, 151, 181, 211, 241]);
    // A2: 120-form 99, 159, 249, 279 (all minus); left 9 39 plus, 69 129 189 219 minus
    expect(selected.get('A2')?.map((item) => item.ipip300Id)).toEqual([99, 159, 249, 279, 9, 39, 69, 129]);
  });

  it('fills up with the other key when one key runs short', () => {
    const item = (ipip300Id: number, keyed: 'plus' | 'minus', in120: boolean): IpipPoolItem => ({
      ipip300Id,
      ipip120Id: in120 ? ipip300Id : null,
      text: `item ${ipip300Id}`,
      domain: 'N',
      facet: 'N1',
      facetName: 'Anxiety',
      keyed,
      ipipIds: [],
    });
    const pool = [
      item(1, 'plus', true),
      item(2, 'plus', true),
      item(3, 'plus', true),
      item(4, 'plus', true),
      item(5, 'plus', false),
      item(6, 'minus', false),
      item(7, 'plus', false),
      item(8, 'plus', false),
      item(9, 'plus', false),
      item(10, 'plus', false),
    ];
    expect(selectFacetItems(pool, 4).map((chosen) => chosen.ipip300Id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(() => selectFacetItems(pool.slice(0, 6), 4)).toThrow();
  });

  it('gives 121 plus and 119 minus items in all', () => {
    const all = [...selected.values()].flat();
    expect(all).toHaveLength(240);
    expect(new Set(all.map((item) => item.ipip300Id)).size).toBe(240);
    expect(all.filter((item) => item.keyed === 'plus')).toHaveLength(121);
  });
});

describe('presentation order', () => {
  const items = neoDefinition.items;

  it('interleaves facets N1 E1 O1 A1 C1 N2 ... like the IPIP forms', () => {
    expect(items).toHaveLength(240);
    expect(items.slice(0, 6).map((item) => item.facet)).toEqual(['N1', 'E1', 'O1', 'A1', 'C1', 'N2']);
    items.forEach((item, index) => expect(item.facet).toBe(NEO_FACET_CYCLE[index % 30]));
  });

  it('starts with the 120-item form in its own order, then the added items', () => {
    expect(items.slice(0, 120).map((item) => item.ipip120Id)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    expect(items.slice(120).every((item) => item.ipip120Id === null)).toBe(true);
  });

  it('orders an uneven selection round by round', () => {
    const one = IPIP_NEO_300_POOL.slice(0, 2);
    const order = orderNeoItems(new Map([['E1', one.slice(1)], ['N1', one.slice(0, 1)]]));
    expect(order.map((item) => item.facet)).toEqual(['N1', 'E1']);
  });
});
