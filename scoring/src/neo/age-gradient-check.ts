import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';
import type { JohnsonNormGroup, NeoNormGroup } from './neo-norms';
import { ADULT_BAND_MINIMUM_AGES, ADULT_POOL_WEIGHTS, johnsonGroup } from './norm-pools';
import type { NormStat } from './rescale-norms';

/**
 * The age gradient check of the 240-item norms (issue 42): for every facet and domain and every
 * adult band, the band's mean minus the adult mean, in raw points per item, must be the same on
 * our form as on Johnson's 120-item form (within 5%). The adult mean is the mean of the three
 * adult bands weighted as the adult pool is (ADULT_POOL_WEIGHTS). A norm table that carries only
 * part of a band's difference from the adult mean to our 8 items fails it.
 */
export const AGE_GRADIENT_TOLERANCE = 0.05;

export interface AgeGradientCell {
  sex: 'male' | 'female';
  /** The band's lowest age: 21, 41 or 61. */
  ageMin: number;
  code: NeoFacetCode | NeoDomainCode;
  /** Band minus adult mean per item on the 120-item form (4 items a facet, 24 a domain). */
  short: number;
  /** The same on the form checked (e.g. 8 items a facet, 48 a domain). */
  form: number;
  /** Within AGE_GRADIENT_TOLERANCE of the 120-item gradient. */
  passes: boolean;
}

interface Scale {
  code: NeoFacetCode | NeoDomainCode;
  /** 1 for a facet, 6 for a domain. */
  facets: number;
  of: (table: { facets: Record<string, NormStat>; domains: Record<string, NormStat> }) => NormStat | undefined;
}

const SCALES: readonly Scale[] = [
  ...NEO_FACET_CYCLE.map((code): Scale => ({ code, facets: 1, of: (table) => table.facets[code] })),
  ...NEO_DOMAIN_CODES.map((code): Scale => ({ code, facets: 6, of: (table) => table.domains[code] })),
];

function meanOf(stat: NormStat | undefined, where: string): number {
  if (stat === undefined) throw new Error(`No norms for ${where}.`);
  return stat.mean;
}

function gradients(means: readonly number[], weights: readonly number[], items: number): number[] {
  const adult = means.reduce((sum, mean, index) => sum + mean * (weights[index] ?? 0), 0);
  return means.map((mean) => (mean - adult) / items);
}

/** Every adult cell (2 sexes x 3 bands x 35 scales = 210) of a norm table of `itemsPerFacet` items a facet. */
export function checkAgeGradients(norms: readonly NeoNormGroup[], johnson: readonly JohnsonNormGroup[], itemsPerFacet: number): AgeGradientCell[] {
  return (['M', 'F'] as const).flatMap((sexCode) => {
    const sex = sexCode === 'M' ? 'male' : 'female';
    const weights = ADULT_POOL_WEIGHTS[sexCode];
    const shorts = ADULT_BAND_MINIMUM_AGES.map((ageMin) => johnsonGroup(johnson, 'IPIP-NEO-120', sexCode, ageMin));
    const forms = ADULT_BAND_MINIMUM_AGES.map((ageMin) => {
      const found = norms.find((group) => group.sex === sex && group.ageMin === ageMin);
      if (found === undefined) throw new Error(`No ${sex} norms from ${ageMin}.`);
      return found;
    });
    return SCALES.flatMap((scale) => {
      const short = gradients(
        shorts.map((group) => meanOf(scale.of(group), `${group.label} ${scale.code}`)),
        weights,
        4 * scale.facets,
      );
      const form = gradients(
        forms.map((group) => meanOf(scale.of(group), `${group.label} ${scale.code}`)),
        weights,
        itemsPerFacet * scale.facets,
      );
      return ADULT_BAND_MINIMUM_AGES.map((ageMin, index): AgeGradientCell => {
        const expected = short[index] ?? Number.NaN;
        const actual = form[index] ?? Number.NaN;
        return {
          sex,
          ageMin,
          code: scale.code,
          short: expected,
          form: actual,
          passes: Math.abs(actual - expected) <= AGE_GRADIENT_TOLERANCE * Math.abs(expected) + 1e-9,
        };
      });
    });
  });
}
