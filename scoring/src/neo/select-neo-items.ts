import type { IpipPoolItem, NeoKeying } from './ipip-pool';
import type { NeoFacetCode } from './neo-codes';
import { NEO_FACET_CYCLE } from './neo-codes';

/**
 * The selection rule of our 240-item form, per facet:
 * 1. keep the facet's items of Johnson's 120-item form (4 per facet);
 * 2. add `extra` (4) more of the facet's remaining pool items so that plus and minus keying are
 *    as balanced as the pool allows: aim for half of the facet's items on each key; when one
 *    key has too few remaining items, take all of them and fill up with the other key;
 * 3. within a key, take the remaining items in Johnson's 300-item administration order (lowest
 *    id first).
 * Returns the chosen items of one facet: the 120-form items first, then the added ones, each
 * group in administration order.
 */
export function selectFacetItems(facetPool: readonly IpipPoolItem[], extra: number): IpipPoolItem[] {
  const byId = (a: IpipPoolItem, b: IpipPoolItem) => a.ipip300Id - b.ipip300Id;
  const base = facetPool.filter((item) => item.ipip120Id !== null).sort(byId);
  const rest = facetPool.filter((item) => item.ipip120Id === null).sort(byId);
  if (rest.length < extra) {
    throw new Error(`Facet has ${rest.length} items beyond the 120-item form; ${extra} needed.`);
  }
  const count = (items: readonly IpipPoolItem[], keyed: NeoKeying) => items.filter((item) => item.keyed === keyed).length;
  const restPlus = rest.filter((item) => item.keyed === 'plus');
  const restMinus = rest.filter((item) => item.keyed === 'minus');
  const size = base.length + extra;
  const wantedPlus = Math.ceil(size / 2) - count(base, 'plus');
  // Clamp to what is possible: 0..extra, no more plus items than exist, and enough plus items
  // to fill up when the minus items run short.
  const plusTaken = Math.min(Math.max(wantedPlus, extra - restMinus.length, 0), restPlus.length, extra);
  const added = [...restPlus.slice(0, plusTaken), ...restMinus.slice(0, extra - plusTaken)].sort(byId);
  return [...base, ...added];
}

/** Applies the rule to every facet of the pool; returns the chosen items per facet code. */
export function selectNeoItems(pool: readonly IpipPoolItem[], extraPerFacet = 4): Map<NeoFacetCode, IpipPoolItem[]> {
  const selected = new Map<NeoFacetCode, IpipPoolItem[]>();
  for (const facet of NEO_FACET_CYCLE) {
    selected.set(
      facet,
      selectFacetItems(
        pool.filter((item) => item.facet === facet),
        extraPerFacet,
      ),
    );
  }
  return selected;
}

/**
 * Presentation order, as the IPIP forms interleave facets: round r (0-based) walks the facet
 * cycle N1 E1 O1 A1 C1 N2 ... C6 and takes each facet's r-th chosen item. Rounds 1-4 hold the
 * 120-item form's items (in the same order as that form); rounds 5-8 hold the added items.
 */
export function orderNeoItems(selected: ReadonlyMap<NeoFacetCode, readonly IpipPoolItem[]>): IpipPoolItem[] {
  const rounds = Math.max(...[...selected.values()].map((items) => items.length));
  const ordered: IpipPoolItem[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const facet of NEO_FACET_CYCLE) {
      const item = selected.get(facet)?.[round];
      if (item !== undefined) {
        ordered.push(item);
      }
    }
  }
  return ordered;
}
