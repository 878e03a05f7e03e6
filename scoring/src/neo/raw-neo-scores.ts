import type { NeoKeying } from './ipip-pool';
import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';

/** Raw sums: facets of 8 items (8..40) and domains of 48 items (48..240) on our form. */
export interface NeoRawScores {
  facets: Record<NeoFacetCode, number>;
  domains: Record<NeoDomainCode, number>;
}

/**
 * Item score 1..5 from a stored answer min..max ('0'..'4'): plus-keyed items score value + 1,
 * minus-keyed items are reversed (5 - value).
 */
export function neoItemScore(keyed: NeoKeying, value: number, min: number, max: number): number {
  return keyed === 'plus' ? value - min + 1 : max - value + 1;
}

/** Sums item scores by facet and by domain. `values[i]` answers `items[i]`. */
export function rawNeoScores(
  items: readonly { domain: NeoDomainCode; facet: NeoFacetCode; keyed: NeoKeying }[],
  values: readonly number[],
  range: { min: number; max: number },
): NeoRawScores {
  const facets = Object.fromEntries(NEO_FACET_CYCLE.map((code) => [code, 0])) as Record<NeoFacetCode, number>;
  const domains = Object.fromEntries(NEO_DOMAIN_CODES.map((code) => [code, 0])) as Record<NeoDomainCode, number>;
  items.forEach((item, index) => {
    const value = values[index];
    if (value === undefined) {
      throw new Error(`No value for item ${index + 1}.`);
    }
    const score = neoItemScore(item.keyed, value, range.min, range.max);
    facets[item.facet] += score;
    domains[item.domain] += score;
  });
  return { facets, domains };
}
