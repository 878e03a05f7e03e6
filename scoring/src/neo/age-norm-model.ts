import type { NormPool } from './norm-pools';
import type { NormStat } from './rescale-norms';

/**
 * The age-norm model: how a 120-item band's norms (4 items per facet) are carried to a form of k
 * items per facet (our 8; domains: 6k items) when the only norms with more items (the 300-item
 * tables, 10 per facet) pool several bands. For one scale (facet or domain) of one band b in its
 * pool P (weights w):
 *
 * - Means. A sum's mean is the sum of its item means. P's mean at k items:
 *   mean_P(k) = m4_P + (k - 4) / 6 (m10_P - m4_P), with m4_P = sum_b w_b m4_b (the 4 shared items
 *   at the pool's 120-item mean, the others at the 300 table's mean of the other 6). Every item
 *   carries the band's difference from the pool per item, the one the 120 table shows on the 4
 *   shared items: mean_b(k) = mean_P(k) + (k / 4) (m4_b - m4_P).
 * - SDs. Within a band, items are exchangeable (variance v, covariance c), the same in every
 *   band up to a scale: var_b(k) = s_b (a k + b k^2), with a = v - c and b = c. The pool's
 *   variance is its average within-band variance plus the spread of its band means, which under
 *   the means model grows as (k / 4)^2: var_P(k) = W(k) + (k / 4)^2 B4. a and b are fitted through
 *   W(4) = sum_b w_b sd4_b^2 and W(10) = sd10_P^2 - (10 / 4)^2 B4, and
 *   sd_b(k) = sd4_b sqrt(W(k) / W(4)).
 *
 * With one band in the pool (under 21 with college age) this is the item-means interpolation of
 * the mean and the item model's SD. See provenance.md, "Norms that keep the age effect".
 */
export interface ScaleAgeModel {
  /** The band's published 120-item mean and SD (4 items per facet). */
  band: NormStat;
  /** The pool's mean at 4 items per facet: the weighted mean of its bands' 120-item means. */
  poolShortMean: number;
  /** The pool's published 300-item mean and SD (10 items per facet). */
  poolLong: NormStat;
  /** Average within-band variance at k items per facet: a k + b k^2, through k = 4 and 10. */
  within: { a: number; b: number };
}

const SHORT = 4;
const LONG = 10;

/** The weighted mean and the weighted spread of the band means (B4) of one scale over a pool. */
function poolShortMoments(stats: readonly NormStat[], weights: readonly number[]): { mean: number; within: number; between: number } {
  const weight = (index: number) => weights[index] ?? 0;
  const mean = stats.reduce((sum, stat, index) => sum + weight(index) * stat.mean, 0);
  const within = stats.reduce((sum, stat, index) => sum + weight(index) * stat.sd ** 2, 0);
  const between = stats.reduce((sum, stat, index) => sum + weight(index) * (stat.mean - mean) ** 2, 0);
  return { mean, within, between };
}

/**
 * The model of one scale for one band of a pool. `statOf` reads the scale from a Johnson group
 * (a facet or a domain), whose item counts are 4 and 10 per facet.
 */
export function scaleAgeModel(pool: NormPool, bandIndex: number, statOf: (group: NormPool['long']) => NormStat): ScaleAgeModel {
  const member = pool.bands[bandIndex];
  if (member === undefined) throw new Error(`No band ${bandIndex} in the pool of ${pool.long.label}.`);
  const shorts = pool.bands.map((band) => statOf(band.group));
  const moments = poolShortMoments(
    shorts,
    pool.bands.map((band) => band.weight),
  );
  const poolLong = statOf(pool.long);
  const withinLong = poolLong.sd ** 2 - (LONG / SHORT) ** 2 * moments.between;
  // a k + b k^2 through (4, W4) and (10, W10)
  const b = (withinLong / LONG - moments.within / SHORT) / (LONG - SHORT);
  const a = moments.within / SHORT - SHORT * b;
  return { band: statOf(member.group), poolShortMean: moments.mean, poolLong, within: { a, b } };
}

/** The average within-band variance at k items per facet. */
export function withinVariance(model: ScaleAgeModel, itemsPerFacet: number): number {
  return model.within.a * itemsPerFacet + model.within.b * itemsPerFacet ** 2;
}

/** The pool's mean at k items per facet (the 4 shared items and k - 4 of the other 6 at their means). */
export function poolMeanAt(model: ScaleAgeModel, itemsPerFacet: number): number {
  return model.poolShortMean + ((itemsPerFacet - SHORT) / (LONG - SHORT)) * (model.poolLong.mean - model.poolShortMean);
}

/** The band's norms at k items per facet (4 <= k <= 10): its 120-item norms at k = 4. */
export function bandNormAt(model: ScaleAgeModel, itemsPerFacet: number): NormStat {
  if (itemsPerFacet < SHORT || itemsPerFacet > LONG) {
    throw new Error(`Cannot carry norms to ${itemsPerFacet} items per facet: only between ${SHORT} and ${LONG}.`);
  }
  const variance = withinVariance(model, itemsPerFacet);
  const base = withinVariance(model, SHORT);
  if (!(variance > 0 && base > 0)) {
    throw new Error('Age-norm model: no positive variance.');
  }
  return {
    mean: poolMeanAt(model, itemsPerFacet) + (itemsPerFacet / SHORT) * (model.band.mean - model.poolShortMean),
    sd: model.band.sd * Math.sqrt(variance / base),
  };
}

/** True when the fitted within-band model has items with 0 <= c <= v (a >= 0, b >= 0). */
export function isAdmissible(model: ScaleAgeModel): boolean {
  return model.within.a >= 0 && model.within.b >= 0;
}
