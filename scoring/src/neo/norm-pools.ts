import type { JohnsonNormGroup } from './neo-norms';

/**
 * Johnson's 300-item tables pool respondents of several of his 120-item age bands: "traditional
 * college age" holds the under-21 band, "adult" the bands 21-40, 41-60 and over 60. A pool's
 * bands carry weights (their shares of the pool's respondents), which Johnson does not publish.
 */
export interface NormPool {
  long: JohnsonNormGroup;
  bands: readonly PoolBand[];
}

export interface PoolBand {
  group: JohnsonNormGroup;
  /** Share of the pool's respondents (the weights of a pool add up to 1). */
  weight: number;
}

/**
 * The adult pool's weights over its bands 21-40, 41-60 and over 60, by sex: a labelled,
 * replaceable estimate. They are the weights (non-negative, adding up to 1) that best reproduce,
 * under the age-norm model (age-norm-model.ts), the 300-item form's own difference between the
 * college-age and the adult tables from the 120-item form's bands, over the 30 facets
 * (fitAdultPoolWeights in fit-pool-weights.ts; provenance.md, "Norms that keep the age effect"). The fit puts (nearly) all
 * of the adult pool in the 21-40 band, as expected of a self-selected internet sample whose
 * respondents are mostly young. Johnson's sample sizes per band would replace them.
 */
export const ADULT_POOL_WEIGHTS: Record<'M' | 'F', readonly [number, number, number]> = {
  M: [1, 0, 0],
  F: [0.95, 0.05, 0],
};

/** The adult bands of the 120-item tables, in the order of ADULT_POOL_WEIGHTS. */
export const ADULT_BAND_MINIMUM_AGES = [21, 41, 61] as const;

/** The Johnson group of a form, sex and lowest age (null: the open-ended youngest band). */
export function johnsonGroup(groups: readonly JohnsonNormGroup[], instrument: string, sex: string, ageMin: number | null): JohnsonNormGroup {
  const found = groups.find((group) => group.instrument === instrument && group.sex === sex && group.ageMin === ageMin);
  if (found === undefined) {
    throw new Error(`Johnson norms: no ${instrument} group for ${sex}, from age ${String(ageMin)}.`);
  }
  return found;
}

/** The pools of one sex: college age (the under-21 band alone) and adult (the three adult bands, weighted). */
export function normPoolsOf(
  groups: readonly JohnsonNormGroup[],
  sex: 'M' | 'F',
  adultWeights: readonly number[] = ADULT_POOL_WEIGHTS[sex],
): NormPool[] {
  const adultBands = ADULT_BAND_MINIMUM_AGES.map((ageMin, index) => ({
    group: johnsonGroup(groups, 'IPIP-NEO-120', sex, ageMin),
    weight: adultWeights[index] ?? Number.NaN,
  }));
  const total = adultBands.reduce((sum, band) => sum + band.weight, 0);
  if (adultBands.some((band) => !(band.weight >= 0)) || Math.abs(total - 1) > 1e-9) {
    throw new Error(`Adult pool weights must be non-negative and add up to 1: ${adultWeights.join(', ')}.`);
  }
  return [
    { long: johnsonGroup(groups, 'IPIP-NEO-300', sex, null), bands: [{ group: johnsonGroup(groups, 'IPIP-NEO-120', sex, null), weight: 1 }] },
    { long: johnsonGroup(groups, 'IPIP-NEO-300', sex, 21), bands: adultBands },
  ];
}

/** The pools of both sexes (college age and adult, men then women), with the adult weights given. */
export function allNormPools(groups: readonly JohnsonNormGroup[], adultWeights: Record<'M' | 'F', readonly number[]> = ADULT_POOL_WEIGHTS): NormPool[] {
  return (['M', 'F'] as const).flatMap((sex) => normPoolsOf(groups, sex, adultWeights[sex]));
}

/** The pool holding a 120-item band, and the band's place in it. */
export function poolOfBand(pools: readonly NormPool[], band: JohnsonNormGroup): NormPool {
  const pool = pools.find((candidate) => candidate.bands.some((member) => member.group === band));
  if (pool === undefined) {
    throw new Error(`Johnson norms: no 300-item group pools ${band.label}.`);
  }
  return pool;
}
