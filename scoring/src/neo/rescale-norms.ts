/** Raw-score mean and standard deviation of one scale in one norm group. */
export interface NormStat {
  mean: number;
  sd: number;
}

/**
 * Norms of a scale of `items` items, interpolated linearly between the norms of the same scale
 * at `shortItems` (IPIP-NEO-120: 4 per facet, 24 per domain) and at `longItems` (IPIP-NEO-300:
 * 10 per facet, 60 per domain).
 *
 * Why this is sound for our 8-item facets (4 items of the 120 form + 4 of the 6 other items):
 * - mean: a sum's mean is the sum of its item means. The 120 mean covers our 4 shared items
 *   exactly; the 300 mean minus the 120 mean is the mean of the other 6 items, and 4 of them
 *   at their average give 4/6 of it. That is the interpolation with weight (8-4)/(10-4) = 2/3.
 * - sd: a sum of k items with average item variance v and average inter-item covariance c has
 *   variance k*v + k*(k-1)*c. Solving that model from the 4- and 10-item SDs and evaluating it at
 *   8 items agrees with the linear interpolation of the SDs to within 0.15 raw points in all 280
 *   cells of Johnson's tables, but the model breaks down (negative v) in 6 cells because the
 *   two tables come from different samples; the linear form is always defined and stays
 *   between the two published SDs.
 */
export function interpolateNorm(short: NormStat, shortItems: number, long: NormStat, longItems: number, items: number): NormStat {
  if (!(shortItems < longItems) || items < shortItems || items > longItems) {
    throw new Error(`Cannot interpolate norms to ${items} items between ${shortItems} and ${longItems}.`);
  }
  const weight = (items - shortItems) / (longItems - shortItems);
  return {
    mean: short.mean + weight * (long.mean - short.mean),
    sd: short.sd + weight * (long.sd - short.sd),
  };
}

/**
 * The norms of an equal mixture of groups: mean = average of the means; variance = average of
 * the variances plus the variance of the means (the spread between the groups), i.e. the
 * distribution of a sample with as many respondents from each group.
 */
export function mixNorms(stats: readonly NormStat[]): NormStat {
  if (stats.length === 0) throw new Error('Cannot mix no norms.');
  const mean = stats.reduce((sum, stat) => sum + stat.mean, 0) / stats.length;
  const variance = stats.reduce((sum, stat) => sum + stat.sd ** 2 + (stat.mean - mean) ** 2, 0) / stats.length;
  return { mean, sd: Math.sqrt(variance) };
}
