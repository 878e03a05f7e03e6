import { spearmanBrown } from '../score-interval';
import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';
import type { NeoNormGroup } from './neo-norms';

/**
 * Coefficient alpha of the IPIP-NEO facet scales as published by J. A. Johnson for both forms,
 * "Characteristics of the IPIP Scales Measuring Constructs Similar to Those in the 30 NEO-PI-R
 * Facet Scales" (Johnson, 2011; ipip.ori.org/IPIP300-120ComparisonTable.htm): 10 items a facet
 * (IPIP-NEO-300) and 4 (IPIP-NEO-120). A labelled, replaceable table: the 15 facets from N1 to O3
 * were read from that page; the other 15 are not yet copied here and stand in at the lowest
 * figure published for the form (STAND_IN_ALPHAS), which widens their bands rather than narrow them.
 */
export const PUBLISHED_FACET_ALPHAS: Partial<Record<NeoFacetCode, { ipip300: number; ipip120: number }>> = {
  N1: { ipip300: 0.83, ipip120: 0.71 },
  N2: { ipip300: 0.88, ipip120: 0.77 },
  N3: { ipip300: 0.89, ipip120: 0.8 },
  N4: { ipip300: 0.8, ipip120: 0.63 },
  N5: { ipip300: 0.77, ipip120: 0.69 },
  N6: { ipip300: 0.82, ipip120: 0.7 },
  E1: { ipip300: 0.87, ipip120: 0.77 },
  E2: { ipip300: 0.79, ipip120: 0.6 },
  E3: { ipip300: 0.84, ipip120: 0.75 },
  E4: { ipip300: 0.71, ipip120: 0.68 },
  E5: { ipip300: 0.77, ipip120: 0.67 },
  E6: { ipip300: 0.81, ipip120: 0.71 },
  O1: { ipip300: 0.82, ipip120: 0.7 },
  O2: { ipip300: 0.85, ipip120: 0.72 },
  O3: { ipip300: 0.81, ipip120: 0.67 },
};

/** The lowest alpha published for each form among the facets above (E4 on the 300, E2 on the 120). */
export const STAND_IN_ALPHAS = { ipip300: 0.71, ipip120: 0.6 } as const;

export interface NeoReliability {
  facets: Record<NeoFacetCode, number>;
  domains: Record<NeoDomainCode, number>;
}

/**
 * An 8-item facet's reliability: each form's alpha carried to 8 items by Spearman-Brown (the 300's
 * by 8/10, the 120's by 8/4), the lower of the two. Our 8 items are the 120's 4 (chosen by
 * Johnson for their alphas) and 4 of the 300's other 6, so the 120's figure carried to 8 would
 * overstate it; the 300's carried to 8 is the closer and the more cautious.
 */
export function facetReliability(code: NeoFacetCode, itemsPerFacet: number): number {
  const alphas = PUBLISHED_FACET_ALPHAS[code] ?? STAND_IN_ALPHAS;
  return Math.min(spearmanBrown(alphas.ipip300, itemsPerFacet / 10), spearmanBrown(alphas.ipip120, itemsPerFacet / 4));
}

/**
 * A domain's reliability as a sum of its six facets (stratified alpha; Cronbach, Schoenemann &
 * McKie 1965): 1 - sum_f var_f (1 - r_f) / var_domain, with the variances of the norm group given
 * (the combined norms: all sexes and ages).
 */
export function domainReliability(code: NeoDomainCode, facets: Record<NeoFacetCode, number>, norms: NeoNormGroup): number {
  const own = NEO_FACET_CYCLE.filter((facet) => facet.startsWith(code));
  const error = own.reduce((sum, facet) => sum + norms.facets[facet].sd ** 2 * (1 - facets[facet]), 0);
  return 1 - error / norms.domains[code].sd ** 2;
}

/** The reliabilities the NEO's bands use (provenance.md, "Margins of error"). */
export function neoReliability(itemsPerFacet: number, combined: NeoNormGroup): NeoReliability {
  const facets = Object.fromEntries(NEO_FACET_CYCLE.map((code) => [code, facetReliability(code, itemsPerFacet)])) as Record<NeoFacetCode, number>;
  const domains = Object.fromEntries(NEO_DOMAIN_CODES.map((code) => [code, domainReliability(code, facets, combined)])) as Record<
    NeoDomainCode,
    number
  >;
  return { facets, domains };
}
