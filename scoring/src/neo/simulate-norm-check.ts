import type { IpipPoolItem } from './ipip-pool';
import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { isNeoDomainCode, NEO_DOMAIN_CODES, NEO_FACET_NUMBERS } from './neo-codes';
import type { JohnsonNormGroup, NeoNormGroup } from './neo-norms';
import type { FacetModel, GroupModel, ModelAnchor } from './norm-check-model';
import { domainSumVariance, groupModels, sumVariance } from './norm-check-model';
import type { NormStat } from './rescale-norms';
import { normalDeviates } from './seeded-normal';
import { tScoreOf } from './t-score-scale';

/**
 * A check of our rescaled norms (rescale-norms.ts, neo-norms.ts) by simulation: respondents of
 * each of Johnson's sex x age groups are drawn from the item model of norm-check-model.ts (item
 * scores continuous and normal: a common factor per facet with variance c, correlated across the
 * facets of a domain, plus a unique part with variance v - c per item), their sums over the items
 * of our 240-item form are scored into T-scores with the norms under test, and the T-scores'
 * mean and SD are compared with 50 and 10.
 */

export type NeoScaleCode = NeoFacetCode | NeoDomainCode;

/** The facet's items of the 300-item pool in administration order, and which of them each form has. */
export interface FacetLayout {
  code: NeoFacetCode;
  /** In the IPIP-NEO-120 (4 per facet). */
  shared: readonly boolean[];
  /** On our form (8 per facet). */
  used: readonly boolean[];
}

export interface SimulationOptions {
  respondentsPerGroup: number;
  seed: number;
  anchor: ModelAnchor;
}

export const NORM_CHECK_DEFAULTS: SimulationOptions = { respondentsPerGroup: 20_000, seed: 240, anchor: 'long' };

/** The check passes when every scale's T-scores have mean 50 +- mean and SD 10 +- sd. */
export const NORM_CHECK_TOLERANCE = { mean: 1, sd: 1 } as const;

/** One simulated sex x age group. */
export interface SimulatedGroup {
  model: GroupModel;
  layouts: readonly FacetLayout[];
  respondents: number;
  /** Raw sums over our form's items (8 per facet, 48 per domain), one per respondent. */
  form: Record<NeoScaleCode, Float64Array>;
  /** Mean and SD of the simulated 120-item sums (4 per facet, 24 per domain). */
  short: Record<NeoScaleCode, NormStat>;
  /** Mean and SD of the simulated 300-item sums (10 per facet, 60 per domain). */
  long: Record<NeoScaleCode, NormStat>;
}

export interface ScaleCheck {
  code: NeoScaleCode;
  kind: 'facet' | 'domain';
  /** Mean and SD of the simulated respondents' T-scores. */
  t: NormStat;
  /** What the model implies for them exactly (the limit of an infinite sample). */
  expected: NormStat;
}

export interface GroupCheck {
  normGroupId: string;
  label: string;
  respondents: number;
  scales: ScaleCheck[];
}

/** Facets in domain order: N1..N6, E1..E6, O1..O6, A1..A6, C1..C6. */
export const FACETS_BY_DOMAIN: readonly NeoFacetCode[] = NEO_DOMAIN_CODES.flatMap((domain) =>
  NEO_FACET_NUMBERS.map((number): NeoFacetCode => `${domain}${number}`),
);

/** The layout of every facet (in FACETS_BY_DOMAIN order), from the pool and our form's items. */
export function facetLayouts(pool: readonly IpipPoolItem[], formItems: readonly { ipip300Id: number }[]): FacetLayout[] {
  const onForm = new Set(formItems.map((item) => item.ipip300Id));
  return FACETS_BY_DOMAIN.map((code) => {
    const items = pool.filter((item) => item.facet === code).sort((a, b) => a.ipip300Id - b.ipip300Id);
    return { code, shared: items.map((item) => item.ipip120Id !== null), used: items.map((item) => onForm.has(item.ipip300Id)) };
  });
}

function count(flags: readonly boolean[]): number {
  return flags.filter(Boolean).length;
}

/** Welford's running mean and sum of squared deviations. */
class RunningStat {
  private count = 0;
  private mean = 0;
  private squares = 0;

  add(value: number): void {
    this.count += 1;
    const delta = value - this.mean;
    this.mean += delta / this.count;
    this.squares += delta * (value - this.mean);
  }

  /** Mean and SD (n - 1). */
  result(): NormStat {
    return { mean: this.mean, sd: Math.sqrt(this.squares / (this.count - 1)) };
  }
}

/** Mean and SD (n - 1) of the values of all arrays together. */
export function meanAndSd(arrays: readonly Float64Array[]): NormStat {
  const stat = new RunningStat();
  for (const values of arrays) {
    for (const value of values) stat.add(value);
  }
  return stat.result();
}

/** Mean and SD of the T-scores of raw sums against one norm, each respondent scored with tScoreOf (unrounded). */
export function tScoreStats(raw: readonly Float64Array[], norm: NormStat): NormStat {
  const stat = new RunningStat();
  for (const values of raw) {
    for (const value of values) stat.add(tScoreOf(value, norm));
  }
  return stat.result();
}

/** Items of a facet that are alike: the same mean and on the same forms. */
interface ItemBlock {
  readonly items: number;
  readonly mean: number;
  readonly inShort: boolean;
  readonly inForm: boolean;
  /** SD of the sum of the block's unique parts: sqrt(items (v - c)). */
  readonly uniqueSd: number;
}

/** Where one scale's sums go, per form. */
interface Targets {
  readonly form: Float64Array;
  readonly short: Float64Array;
  readonly long: Float64Array;
}

interface FacetPlan {
  readonly factorSd: number;
  readonly blocks: readonly ItemBlock[];
  readonly targets: Targets;
}

/** The facet's items grouped into blocks (in the 120 form?, on our form?), in order of first appearance. */
function itemBlocks(model: FacetModel, layout: FacetLayout): ItemBlock[] {
  const kinds = layout.shared.map((shared, index) => ({ shared, used: layout.used[index] === true }));
  const distinct = kinds.filter((kind, index) => kinds.findIndex((other) => other.shared === kind.shared && other.used === kind.used) === index);
  const unique = model.items.variance - model.items.covariance;
  return distinct.map(({ shared, used }) => {
    const items = kinds.filter((kind) => kind.shared === shared && kind.used === used).length;
    return {
      items,
      mean: shared ? model.sharedItemMean : model.otherItemMean,
      inShort: shared,
      inForm: used,
      uniqueSd: Math.sqrt(items * unique),
    };
  });
}

type ScaleArrays = Record<NeoScaleCode, Float64Array>;

function scaleArrays(respondents: number): ScaleArrays {
  const codes: NeoScaleCode[] = [...FACETS_BY_DOMAIN, ...NEO_DOMAIN_CODES];
  return Object.fromEntries(codes.map((code) => [code, new Float64Array(respondents)])) as ScaleArrays;
}

function statsOf(arrays: ScaleArrays): Record<NeoScaleCode, NormStat> {
  return Object.fromEntries(Object.entries(arrays).map(([code, values]) => [code, meanAndSd([values])])) as Record<NeoScaleCode, NormStat>;
}

/**
 * Draws `respondents` respondents of one group. Item score = item mean + the facet's common
 * factor + a unique part: per domain a factor g, per facet a common factor
 * sqrt(c) (sqrt(rho) g + sqrt(1 - rho) z), per item a unique part sqrt(v - c) e (g, z, e
 * independent standard normals). Items alike in mean and form membership (ItemBlock) enter the
 * sums only together, so the sum of a block's m unique parts is drawn at once as
 * sqrt(m (v - c)) e: the same distribution as m separate draws, in a third of the time.
 * Sums each respondent's item scores by form: ours (8 per facet), 120 (4) and 300 (10).
 */
export function simulateGroup(model: GroupModel, layouts: readonly FacetLayout[], respondents: number, normal: () => number): SimulatedGroup {
  const form = scaleArrays(respondents);
  const short = scaleArrays(respondents);
  const long = scaleArrays(respondents);
  const targets = (code: NeoScaleCode): Targets => ({ form: form[code], short: short[code], long: long[code] });
  const plans = NEO_DOMAIN_CODES.map((domain) => {
    const { facetCorrelation } = model.domains[domain];
    const facets = layouts
      .filter((layout) => layout.code.startsWith(domain))
      .map((layout): FacetPlan => {
        const facet = model.facets[layout.code];
        return { factorSd: Math.sqrt(facet.items.covariance), blocks: itemBlocks(facet, layout), targets: targets(layout.code) };
      });
    return { targets: targets(domain), shared: Math.sqrt(facetCorrelation), own: Math.sqrt(1 - facetCorrelation), facets };
  });
  for (let respondent = 0; respondent < respondents; respondent += 1) {
    for (const plan of plans) {
      const domainFactor = normal();
      let domainForm = 0;
      let domainShort = 0;
      let domainLong = 0;
      for (const facet of plan.facets) {
        const factor = facet.factorSd * (plan.shared * domainFactor + plan.own * normal());
        let sumForm = 0;
        let sumShort = 0;
        let sumLong = 0;
        for (const block of facet.blocks) {
          const sum = block.items * (block.mean + factor) + block.uniqueSd * normal();
          sumLong += sum;
          if (block.inShort) sumShort += sum;
          if (block.inForm) sumForm += sum;
        }
        facet.targets.form[respondent] = sumForm;
        facet.targets.short[respondent] = sumShort;
        facet.targets.long[respondent] = sumLong;
        domainForm += sumForm;
        domainShort += sumShort;
        domainLong += sumLong;
      }
      plan.targets.form[respondent] = domainForm;
      plan.targets.short[respondent] = domainShort;
      plan.targets.long[respondent] = domainLong;
    }
  }
  return { model, layouts, respondents, form, short: statsOf(short), long: statsOf(long) };
}

/** Simulates every 120-item group of Johnson's tables, in table order, from one seeded stream. */
export function simulateNormSample(
  groups: readonly JohnsonNormGroup[],
  layouts: readonly FacetLayout[],
  options: SimulationOptions = NORM_CHECK_DEFAULTS,
): SimulatedGroup[] {
  const normal = normalDeviates(options.seed);
  return groupModels(groups, options.anchor).map((model) => simulateGroup(model, layouts, options.respondentsPerGroup, normal));
}

/** Exact mean of a facet's sum over our form's items: its items' means. */
function expectedFacetMean(layout: FacetLayout, facet: FacetModel): number {
  return layout.used.reduce((sum, used, item) => (used ? sum + (layout.shared[item] === true ? facet.sharedItemMean : facet.otherItemMean) : sum), 0);
}

/** Exact mean and variance of a group's sum over our form's items under its model. */
export function expectedFormSum(group: SimulatedGroup, code: NeoScaleCode): { mean: number; variance: number } {
  const layouts = group.layouts.filter((layout) => (isNeoDomainCode(code) ? layout.code.startsWith(code) : layout.code === code));
  const facets = layouts.map((layout) => group.model.facets[layout.code]);
  const counts = layouts.map((layout) => count(layout.used));
  const mean = layouts.reduce((sum, layout, index) => sum + expectedFacetMean(layout, facets[index] ?? group.model.facets[layout.code]), 0);
  const variance = isNeoDomainCode(code)
    ? domainSumVariance(facets, group.model.domains[code].facetCorrelation, counts)
    : sumVariance(counts[0] ?? 0, group.model.facets[code].items);
  return { mean, variance };
}

/** The groups a norm group stands for: its own sex and band, or for combined norms every group within its band. */
export function groupsNormedBy(norm: NeoNormGroup, sample: readonly SimulatedGroup[]): SimulatedGroup[] {
  const within = (group: SimulatedGroup) =>
    (norm.ageMin === null || (group.model.ageMin !== null && group.model.ageMin >= norm.ageMin)) &&
    (norm.ageMax === null || (group.model.ageMax !== null && group.model.ageMax <= norm.ageMax));
  const same = (group: SimulatedGroup) => group.model.sex === norm.sex && group.model.ageMin === norm.ageMin && group.model.ageMax === norm.ageMax;
  const found = sample.filter((group) => (norm.sex === 'combined' ? within(group) : same(group)));
  if (found.length === 0) {
    throw new Error(`No simulated group for the norms of ${norm.label}.`);
  }
  return found;
}

/** Exact T mean and SD for an equal mixture of groups scored against one norm. */
function expectedTStats(groups: readonly SimulatedGroup[], code: NeoScaleCode, norm: NormStat): NormStat {
  const moments = groups.map((group) => expectedFormSum(group, code));
  const mean = moments.reduce((sum, moment) => sum + moment.mean, 0) / moments.length;
  const variance = moments.reduce((sum, moment) => sum + moment.variance + (moment.mean - mean) ** 2, 0) / moments.length;
  return { mean: tScoreOf(mean, norm), sd: (10 * Math.sqrt(variance)) / norm.sd };
}

/** Scores the simulated sample against every group of a norm table (the combined groups against all the groups they mix). */
export function checkNormTable(sample: readonly SimulatedGroup[], norms: readonly NeoNormGroup[]): GroupCheck[] {
  return norms.map((norm) => {
    const groups = groupsNormedBy(norm, sample);
    const scale = (code: NeoScaleCode, kind: ScaleCheck['kind'], stat: NormStat): ScaleCheck => ({
      code,
      kind,
      t: tScoreStats(
        groups.map((group) => group.form[code]),
        stat,
      ),
      expected: expectedTStats(groups, code, stat),
    });
    return {
      normGroupId: norm.id,
      label: norm.label,
      respondents: groups.reduce((sum, group) => sum + group.respondents, 0),
      scales: [
        ...FACETS_BY_DOMAIN.map((code) => scale(code, 'facet', norm.facets[code])),
        ...NEO_DOMAIN_CODES.map((code) => scale(code, 'domain', norm.domains[code])),
      ],
    };
  });
}

/** The scales of a checked group whose T mean or SD misses 50 or 10 by more than the tolerance. */
export function scalesOutOfTolerance(check: GroupCheck, tolerance: { mean: number; sd: number } = NORM_CHECK_TOLERANCE): ScaleCheck[] {
  return check.scales.filter((scale) => Math.abs(scale.t.mean - 50) > tolerance.mean || Math.abs(scale.t.sd - 10) > tolerance.sd);
}
