import johnsonNorms from './data/ipip-neo-norms-johnson.json' with { type: 'json' };
import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';
import { bandNormAt, scaleAgeModel } from './age-norm-model';
import { ADULT_POOL_WEIGHTS, allNormPools, poolOfBand } from './norm-pools';
import type { NormStat } from './rescale-norms';
import { mixNorms } from './rescale-norms';

export type NeoNormSex = 'male' | 'female' | 'combined';

/** One norm group of our 8-item-per-facet form. */
export interface NeoNormGroup {
  id: string;
  label: string;
  sex: NeoNormSex;
  /** Inclusive age band; null = open-ended. */
  ageMin: number | null;
  ageMax: number | null;
  domains: Record<NeoDomainCode, NormStat>;
  facets: Record<NeoFacetCode, NormStat>;
}

/** A group as stored in Johnson's tables (ipip-neo-norms-johnson.json). */
export interface JohnsonNormGroup {
  instrument: string;
  sex: string;
  ageMin: number | null;
  ageMax: number | null;
  label: string;
  domains: Record<string, NormStat>;
  facets: Record<string, NormStat>;
}

/** Items per facet of Johnson's two forms. */
export const JOHNSON_FORM_ITEMS_PER_FACET = { 'IPIP-NEO-120': 4, 'IPIP-NEO-300': 10 } as const;

function stat(table: Record<string, NormStat>, code: string, where: string): NormStat {
  const found = table[code];
  if (found === undefined || !(found.sd > 0)) {
    throw new Error(`Johnson norms: no usable ${code} in ${where}.`);
  }
  return { mean: found.mean, sd: found.sd };
}

/** The age band as an id: 'under-21', '21-40', 'over-60', or 'all-ages'. */
export function ageBandOf(ageMin: number | null, ageMax: number | null): string {
  if (ageMin === null && ageMax !== null) return `under-${ageMax + 1}`;
  if (ageMax === null && ageMin !== null) return `over-${ageMin - 1}`;
  if (ageMin !== null && ageMax !== null) return `${ageMin}-${ageMax}`;
  return 'all-ages';
}

/** The age band in words, after "women": 'under 21', 'aged 21 to 40', 'over 60', 'of all ages'. */
function bandWords(ageMin: number | null, ageMax: number | null): string {
  if (ageMin === null && ageMax !== null) return `under ${ageMax + 1}`;
  if (ageMax === null && ageMin !== null) return `over ${ageMin - 1}`;
  if (ageMin !== null && ageMax !== null) return `aged ${ageMin} to ${ageMax}`;
  return 'of all ages';
}

function sexOf(code: string): 'male' | 'female' {
  if (code === 'M') return 'male';
  if (code === 'F') return 'female';
  throw new Error(`Johnson norms: unknown sex ${code}.`);
}

const SEX_WORD: Record<NeoNormSex, string> = { male: 'men', female: 'women', combined: 'men and women' };

function groupId(sex: NeoNormSex, ageMin: number | null, ageMax: number | null): string {
  return `${sex}-${ageBandOf(ageMin, ageMax)}`;
}

/**
 * Our norm groups: one per sex and age band of Johnson's 120-item tables (4 bands), each carried
 * to `itemsPerFacet` items per facet (and 6 times that per domain) under the age-norm model
 * (age-norm-model.ts): the band keeps its own difference from the 300-item group that pools it
 * (under 21: "traditional college age"; 21 and over: "adult", weighted by `adultWeights`), in
 * proportion to the number of items. Estimated norms: nobody took our form in these groups.
 */
export function buildNeoNorms(
  groups: readonly JohnsonNormGroup[],
  itemsPerFacet: number,
  adultWeights: Record<'M' | 'F', readonly number[]> = ADULT_POOL_WEIGHTS,
): NeoNormGroup[] {
  const pools = allNormPools(groups, adultWeights);
  return groups
    .filter((group) => group.instrument === 'IPIP-NEO-120')
    .map((group) => {
      const pool = poolOfBand(pools, group);
      const bandIndex = pool.bands.findIndex((member) => member.group === group);
      const sex = sexOf(group.sex);
      const facets = {} as Record<NeoFacetCode, NormStat>;
      for (const code of NEO_FACET_CYCLE) {
        facets[code] = bandNormAt(
          scaleAgeModel(pool, bandIndex, (of) => stat(of.facets, code, of.label)),
          itemsPerFacet,
        );
      }
      const domains = {} as Record<NeoDomainCode, NormStat>;
      for (const code of NEO_DOMAIN_CODES) {
        domains[code] = bandNormAt(
          scaleAgeModel(pool, bandIndex, (of) => stat(of.domains, code, of.label)),
          itemsPerFacet,
        );
      }
      return {
        id: groupId(sex, group.ageMin, group.ageMax),
        label: `${SEX_WORD[sex]} ${bandWords(group.ageMin, group.ageMax)}`,
        sex,
        ageMin: group.ageMin,
        ageMax: group.ageMax,
        domains,
        facets,
      };
    });
}

/**
 * The combined norms, for a respondent whose sex or age is not known (or who prefers not to say):
 * the equal mixture of the given groups (mean = average of the means; variance = average of the
 * variances plus the variance of the means), i.e. the distribution of a sample drawn equally
 * from each. Johnson does not publish his groups' sizes, so equal weights are our choice.
 */
export function combineNormGroups(groups: readonly NeoNormGroup[]): NeoNormGroup {
  const facets = {} as Record<NeoFacetCode, NormStat>;
  for (const code of NEO_FACET_CYCLE) {
    facets[code] = mixNorms(groups.map((group) => group.facets[code]));
  }
  const domains = {} as Record<NeoDomainCode, NormStat>;
  for (const code of NEO_DOMAIN_CODES) {
    domains[code] = mixNorms(groups.map((group) => group.domains[code]));
  }
  return {
    id: groupId('combined', null, null),
    label: `${SEX_WORD.combined} ${bandWords(null, null)}`,
    sex: 'combined',
    ageMin: null,
    ageMax: null,
    domains,
    facets,
  };
}

/** Johnson's published tables, as copied into data/. */
export const JOHNSON_NORM_GROUPS: readonly JohnsonNormGroup[] = johnsonNorms.groups as JohnsonNormGroup[];

/** Our 8-item norms: 4 age bands for men, 4 for women, then the combined norms (all of them mixed). */
export function neoNormTable(itemsPerFacet: number, groups: readonly JohnsonNormGroup[] = JOHNSON_NORM_GROUPS): NeoNormGroup[] {
  const built = buildNeoNorms(groups, itemsPerFacet);
  return [...built, combineNormGroups(built)];
}
