import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_FACET_NUMBERS } from './neo-codes';
import type { ScaleAgeModel } from './age-norm-model';
import { bandNormAt, isAdmissible, scaleAgeModel, withinVariance } from './age-norm-model';
import type { JohnsonNormGroup } from './neo-norms';
import { JOHNSON_FORM_ITEMS_PER_FACET } from './neo-norms';
import type { NormPool } from './norm-pools';
import { allNormPools, poolOfBand } from './norm-pools';
import type { NormStat } from './rescale-norms';

/**
 * The item model behind the internal-consistency check of our norms (simulate-norm-check.ts):
 * the age-norm model of age-norm-model.ts written out item by item. Per sex x age band and facet,
 * the facet's 10 items of the IPIP-NEO-300 are exchangeable in their covariance within the band
 * (item variance v, inter-item covariance c, so a sum of k of them has variance
 * k v + k (k - 1) c: the model's s_b (a k + b k^2) with v - c = s_b a and c = s_b b) and differ in
 * their means: the 4 items of the IPIP-NEO-120 have the band's 120-item mean / 4 each, the other
 * 6 the pool's mean of them plus the band's difference from the pool per item. The six facets of
 * a domain are tied by one correlation between their common factors, so a domain sum of k items
 * per facet has variance sum_f var_f(k) + k^2 rho sum_{f != g} sqrt(c_f c_g).
 */

/** Which published SD the model keeps exactly when the two tables admit no model: 'long' = the 300-item table. */
export type ModelAnchor = 'long' | 'short';

export interface ItemCovariance {
  /** Item variance v. */
  variance: number;
  /** Covariance c between two items of the facet (= the variance of their common factor). */
  covariance: number;
  /**
   * False when the two SDs admit no 0 <= c <= v: then c and v are the admissible values that keep
   * the anchored form's SD exactly and come closest to the other (c = v, perfectly correlated
   * items, when the short form's SD is too small; c = 0 when it is too large).
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
  /** The band's published 120-item norms. */
  short: NormStat;
  /** The band's 300-item norms under the age-norm model (its pool's published norms when it is the whole pool). */
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

/** One sex x age band: its 120-item table (short) and the 300-item table that pools it (long), with its weight there. */
export interface GroupModel {
  sex: 'male' | 'female';
  ageMin: number | null;
  ageMax: number | null;
  shortLabel: string;
  longLabel: string;
  /** The band's share of the pool's respondents. */
  poolWeight: number;
  facets: Record<NeoFacetCode, FacetModel>;
  domains: Record<NeoDomainCode, DomainModel>;
}

const SHORT_ITEMS = JOHNSON_FORM_ITEMS_PER_FACET['IPIP-NEO-120'];
const LONG_ITEMS = JOHNSON_FORM_ITEMS_PER_FACET['IPIP-NEO-300'];

/** Variance of a sum of `count` of the facet's items. */
export function sumVariance(count: number, items: ItemCovariance): number {
  return count * items.variance + count * (count - 1) * items.covariance;
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

function admissibleItems(model: ScaleAgeModel, anchor: ModelAnchor): ItemCovariance {
  const scale = model.band.sd ** 2 / withinVariance(model, SHORT_ITEMS);
  const { a, b } = model.within;
  if (isAdmissible(model)) {
    return { variance: scale * (a + b), covariance: scale * b, admissible: true };
  }
  const [variance, items] = anchor === 'long' ? [scale * withinVariance(model, LONG_ITEMS), LONG_ITEMS] : [model.band.sd ** 2, SHORT_ITEMS];
  if (a < 0) {
    const perfect = variance / items ** 2;
    return { variance: perfect, covariance: perfect, admissible: false };
  }
  return { variance: variance / items, covariance: 0, admissible: false };
}

function facetModel(code: NeoFacetCode, model: ScaleAgeModel, anchor: ModelAnchor): FacetModel {
  const long = bandNormAt(model, LONG_ITEMS);
  return {
    code,
    items: admissibleItems(model, anchor),
    sharedItemMean: model.band.mean / SHORT_ITEMS,
    otherItemMean: (long.mean - model.band.mean) / (LONG_ITEMS - SHORT_ITEMS),
    short: model.band,
    long,
  };
}

/** The model of one 120-item band in the pool that holds it. */
export function groupModel(pool: NormPool, bandIndex: number, anchor: ModelAnchor): GroupModel {
  const band = pool.bands[bandIndex];
  if (band === undefined) throw new Error(`No band ${bandIndex} in the pool of ${pool.long.label}.`);
  const short = band.group;
  const facets = {} as Record<NeoFacetCode, FacetModel>;
  const domains = {} as Record<NeoDomainCode, DomainModel>;
  for (const domain of NEO_DOMAIN_CODES) {
    const ofDomain = NEO_FACET_NUMBERS.map((number) => {
      const code: NeoFacetCode = `${domain}${number}`;
      facets[code] = facetModel(
        code,
        scaleAgeModel(pool, bandIndex, (of) => stat(of.facets, code, of.label)),
        anchor,
      );
      return facets[code];
    });
    const domainModel = scaleAgeModel(pool, bandIndex, (of) => stat(of.domains, domain, of.label));
    const longDomain = bandNormAt(domainModel, LONG_ITEMS);
    const solved =
      anchor === 'long' ? solveFacetCorrelation(ofDomain, longDomain.sd, LONG_ITEMS) : solveFacetCorrelation(ofDomain, domainModel.band.sd, SHORT_ITEMS);
    domains[domain] = { code: domain, ...solved, short: domainModel.band, long: longDomain };
  }
  if (short.sex !== 'M' && short.sex !== 'F') {
    throw new Error(`Johnson norms: unknown sex ${short.sex}.`);
  }
  return {
    sex: short.sex === 'M' ? 'male' : 'female',
    ageMin: short.ageMin,
    ageMax: short.ageMax,
    shortLabel: short.label,
    longLabel: pool.long.label,
    poolWeight: band.weight,
    facets,
    domains,
  };
}

/** One model per 120-item group of Johnson's tables (8: 4 age bands x 2 sexes), in table order. */
export function groupModels(groups: readonly JohnsonNormGroup[], anchor: ModelAnchor): GroupModel[] {
  const pools = allNormPools(groups);
  return groups
    .filter((group) => group.instrument === 'IPIP-NEO-120')
    .map((group) => {
      const pool = poolOfBand(pools, group);
      return groupModel(
        pool,
        pool.bands.findIndex((member) => member.group === group),
        anchor,
      );
    });
}
