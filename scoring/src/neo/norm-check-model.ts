import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_FACET_NUMBERS } from './neo-codes';
import type { JohnsonNormGroup } from './neo-norms';
import { JOHNSON_FORM_ITEMS_PER_FACET } from './neo-norms';
import type { NormStat } from './rescale-norms';

/**
 * The item model behind the check of our rescaled norms (simulate-norm-check.ts): per sex x age
 * group and facet, the facet's 10 items of the IPIP-NEO-300 are exchangeable in their
 * covariance (item variance v, inter-item covariance c, so a sum of k of them has variance
 * k v + k (k - 1) c) and differ in their means: the 4 items of the IPIP-NEO-120 have the
 * 120-item mean / 4 each, the other 6 items (300-item mean - 120-item mean) / 6 each. The six
 * facets of a domain are tied by one correlation between their common factors, so a domain sum
 * of k items per facet has variance sum_f var_f(k) + k^2 rho sum_{f != g} sqrt(c_f c_g).
 */

/** Which published SD the model keeps exactly when the two tables admit no model: 'long' = the 300-item table. */
export type ModelAnchor = 'long' | 'short';

export interface ItemCovariance {
  /** Item variance v. */
  variance: number;
  /** Covariance c between two items of the facet (= the variance of their common factor). */
  covariance: number;
  /**
   * False when the two published SDs admit no 0 <= c <= v: then c and v are the admissible values
   * that keep the anchored form's SD exactly and come closest to the other (c = v, perfectly
   * correlated items, when the short form's SD is too small; c = 0 when it is too large).
   */
  admissible: boolean;
}

export interface FacetModel {
  code: NeoFacetCode;
  items: ItemCovariance;
  /** Mean of each of the 4 items of the 120-item form. */
  sharedItemMean: number;
  /** Mean of each of the 6 items of the 300-item form outside the 120-item form. */
  otherItemMean: number;
  short: NormStat;
  long: NormStat;
}

export interface DomainModel {
  code: NeoDomainCode;
  /** Correlation between the common factors of two facets of the domain. */
  facetCorrelation: number;
  /** False when the anchored domain SD needs a correlation outside 0..1 (then clamped to it). */
  admissible: boolean;
  short: NormStat;
  long: NormStat;
}

/** One sex x age group: its 120-item table (short) and the 300-item table it is partnered with (long). */
export interface GroupModel {
  sex: 'male' | 'female';
  ageMin: number | null;
  ageMax: number | null;
  shortLabel: string;
  longLabel: string;
  facets: Record<NeoFacetCode, FacetModel>;
  domains: Record<NeoDomainCode, DomainModel>;
}

const SHORT_ITEMS = JOHNSON_FORM_ITEMS_PER_FACET['IPIP-NEO-120'];
const LONG_ITEMS = JOHNSON_FORM_ITEMS_PER_FACET['IPIP-NEO-300'];

/** Variance of a sum of `count` of the facet's items. */
export function sumVariance(count: number, items: ItemCovariance): number {
  return count * items.variance + count * (count - 1) * items.covariance;
}

/**
 * Solves v and c from the SDs of a `shortItems`- and a `longItems`-item sum of the same facet:
 * var_k / k = v + (k - 1) c for both k. See ItemCovariance.admissible for the cells where the
 * solution has c < 0 or c > v.
 */
export function solveItemCovariance(shortSd: number, shortItems: number, longSd: number, longItems: number, anchor: ModelAnchor): ItemCovariance {
  const perItemShort = shortSd ** 2 / shortItems;
  const perItemLong = longSd ** 2 / longItems;
  const covariance = (perItemLong - perItemShort) / (longItems - shortItems);
  const variance = perItemShort - (shortItems - 1) * covariance;
  if (covariance >= 0 && covariance <= variance) {
    return { variance, covariance, admissible: true };
  }
  const [sd, items] = anchor === 'long' ? [longSd, longItems] : [shortSd, shortItems];
  if (covariance > variance) {
    const perfect = sd ** 2 / items ** 2;
    return { variance: perfect, covariance: perfect, admissible: false };
  }
  return { variance: sd ** 2 / items, covariance: 0, admissible: false };
}

/** Sum over ordered pairs of different facets of count_f count_g sqrt(c_f c_g). */
function crossFacetWeight(facets: readonly FacetModel[], counts: readonly number[]): number {
  let weight = 0;
  facets.forEach((first, i) => {
    facets.forEach((second, j) => {
      if (i !== j) {
        weight += (counts[i] ?? 0) * (counts[j] ?? 0) * Math.sqrt(first.items.covariance * second.items.covariance);
      }
    });
  });
  return weight;
}

/** Variance of a domain sum of counts[f] items of each facet f, under the facet and domain model. */
export function domainSumVariance(facets: readonly FacetModel[], facetCorrelation: number, counts: readonly number[]): number {
  const within = facets.reduce((sum, facet, index) => sum + sumVariance(counts[index] ?? 0, facet.items), 0);
  return within + facetCorrelation * crossFacetWeight(facets, counts);
}

/** Solves the facet correlation from the domain SD at `itemsPerFacet` items per facet (clamped to 0..1). */
export function solveFacetCorrelation(facets: readonly FacetModel[], domainSd: number, itemsPerFacet: number): { facetCorrelation: number; admissible: boolean } {
  const counts = facets.map(() => itemsPerFacet);
  const cross = crossFacetWeight(facets, counts);
  const correlation = (domainSd ** 2 - domainSumVariance(facets, 0, counts)) / cross;
  if (!Number.isFinite(correlation)) {
    throw new Error('Domain model: facets without common variance.');
  }
  return { facetCorrelation: Math.min(1, Math.max(0, correlation)), admissible: correlation >= 0 && correlation <= 1 };
}

function stat(table: Record<string, NormStat>, code: string, where: string): NormStat {
  const found = table[code];
  if (found === undefined) {
    throw new Error(`Johnson norms: no ${code} in ${where}.`);
  }
  return found;
}

/** The 300-item group of the same sex whose age band contains the 120-item group's band (as buildNeoNorms pairs them). */
export function longPartnerOf(group: JohnsonNormGroup, groups: readonly JohnsonNormGroup[]): JohnsonNormGroup {
  const lowest = group.ageMin ?? 0;
  const highest = group.ageMax ?? Number.POSITIVE_INFINITY;
  const partner = groups.find(
    (candidate) =>
      candidate.instrument === 'IPIP-NEO-300' &&
      candidate.sex === group.sex &&
      (candidate.ageMin === null || lowest >= candidate.ageMin) &&
      (candidate.ageMax === null || highest <= candidate.ageMax),
  );
  if (partner === undefined) {
    throw new Error(`Johnson norms: no 300-item group covers ${group.label}.`);
  }
  return partner;
}

function facetModel(code: NeoFacetCode, short: NormStat, long: NormStat, anchor: ModelAnchor): FacetModel {
  return {
    code,
    items: solveItemCovariance(short.sd, SHORT_ITEMS, long.sd, LONG_ITEMS, anchor),
    sharedItemMean: short.mean / SHORT_ITEMS,
    otherItemMean: (long.mean - short.mean) / (LONG_ITEMS - SHORT_ITEMS),
    short,
    long,
  };
}

/** The model of one 120-item group and its 300-item partner. */
export function groupModel(short: JohnsonNormGroup, groups: readonly JohnsonNormGroup[], anchor: ModelAnchor): GroupModel {
  const long = longPartnerOf(short, groups);
  const facets = {} as Record<NeoFacetCode, FacetModel>;
  const domains = {} as Record<NeoDomainCode, DomainModel>;
  for (const domain of NEO_DOMAIN_CODES) {
    const ofDomain = NEO_FACET_NUMBERS.map((number) => {
      const code: NeoFacetCode = `${domain}${number}`;
      facets[code] = facetModel(code, stat(short.facets, code, short.label), stat(long.facets, code, long.label), anchor);
      return facets[code];
    });
    const shortDomain = stat(short.domains, domain, short.label);
    const longDomain = stat(long.domains, domain, long.label);
    const solved =
      anchor === 'long' ? solveFacetCorrelation(ofDomain, longDomain.sd, LONG_ITEMS) : solveFacetCorrelation(ofDomain, shortDomain.sd, SHORT_ITEMS);
    domains[domain] = { code: domain, ...solved, short: shortDomain, long: longDomain };
  }
  if (short.sex !== 'M' && short.sex !== 'F') {
    throw new Error(`Johnson norms: unknown sex ${short.sex}.`);
  }
  return {
    sex: short.sex === 'M' ? 'male' : 'female',
    ageMin: short.ageMin,
    ageMax: short.ageMax,
    shortLabel: short.label,
    longLabel: long.label,
    facets,
    domains,
  };
}

/** One model per 120-item group of Johnson's tables (8: 4 age bands x 2 sexes), in table order. */
export function groupModels(groups: readonly JohnsonNormGroup[], anchor: ModelAnchor): GroupModel[] {
  return groups.filter((group) => group.instrument === 'IPIP-NEO-120').map((group) => groupModel(group, groups, anchor));
}
