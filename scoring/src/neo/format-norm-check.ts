import type { NeoDomainCode } from './neo-codes';
import { isNeoDomainCode, NEO_DOMAIN_CODES } from './neo-codes';
import type { GroupModel } from './norm-check-model';
import type { GroupCheck, NeoScaleCode, ScaleCheck, SimulatedGroup, SimulationOptions } from './simulate-norm-check';
import { FACETS_BY_DOMAIN, NORM_CHECK_TOLERANCE, scalesOutOfTolerance } from './simulate-norm-check';

/** The scale whose T mean or SD is farthest from 50 or 10, with its signed deviation. */
export interface Worst {
  code: NeoScaleCode;
  deviation: number;
}

export interface CheckSummary {
  facetMean: Worst;
  facetSd: Worst;
  domainMean: Worst;
  domainSd: Worst;
  outOfTolerance: ScaleCheck[];
}

function worstOf(scales: readonly ScaleCheck[], deviation: (scale: ScaleCheck) => number): Worst {
  const [first, ...rest] = scales;
  if (first === undefined) {
    throw new Error('No scales to summarize.');
  }
  const worst = rest.reduce((best, scale) => (Math.abs(deviation(scale)) > Math.abs(deviation(best)) ? scale : best), first);
  return { code: worst.code, deviation: deviation(worst) };
}

export function summarizeCheck(check: GroupCheck): CheckSummary {
  const facets = check.scales.filter((scale) => scale.kind === 'facet');
  const domains = check.scales.filter((scale) => scale.kind === 'domain');
  const meanOff = (scale: ScaleCheck) => scale.t.mean - 50;
  const sdOff = (scale: ScaleCheck) => scale.t.sd - 10;
  return {
    facetMean: worstOf(facets, meanOff),
    facetSd: worstOf(facets, sdOff),
    domainMean: worstOf(domains, meanOff),
    domainSd: worstOf(domains, sdOff),
    outOfTolerance: scalesOutOfTolerance(check),
  };
}

function signed(value: number): string {
  const text = value.toFixed(2);
  return value >= 0 ? `+${text}` : text.replace('-', '−');
}

function worstText(worst: Worst): string {
  return `${signed(worst.deviation)} (${worst.code})`;
}

function outText(scales: readonly ScaleCheck[]): string {
  if (scales.length === 0) return 'none';
  return scales.map((scale) => `${scale.code} ${scale.t.mean.toFixed(1)}/${scale.t.sd.toFixed(1)}`).join(', ');
}

/**
 * One row per norm group: the worst facet and domain deviations of the T mean from 50 and of the
 * T SD from 10 (signed, with the scale), and the scales beyond the tolerance (T mean/SD).
 */
export function checkTable(checks: readonly GroupCheck[]): string {
  const header = [
    '| norm group | respondents | facets: mean − 50 | facets: SD − 10 | domains: mean − 50 | domains: SD − 10 | beyond ±1 |',
    '|---|---:|---|---|---|---|---|',
  ];
  const rows = checks.map((check) => {
    const summary = summarizeCheck(check);
    return `| ${check.label} | ${check.respondents} | ${worstText(summary.facetMean)} | ${worstText(summary.facetSd)} | ${worstText(summary.domainMean)} | ${worstText(summary.domainSd)} | ${outText(summary.outOfTolerance)} |`;
  });
  return [...header, ...rows].join('\n');
}

/** How many scale x group cells of the checks miss the tolerance. */
export function countOutOfTolerance(checks: readonly GroupCheck[]): number {
  return checks.reduce((sum, check) => sum + scalesOutOfTolerance(check).length, 0);
}

/** Largest |deviation| over all groups and scales of the checks. */
function largest(checks: readonly GroupCheck[], deviation: (scale: ScaleCheck) => number): number {
  return Math.max(...checks.flatMap((check) => check.scales.map((scale) => Math.abs(deviation(scale)))));
}

/** One row per norm table tried on the same sample: cells beyond the tolerance, largest deviations. */
export function teethTable(rows: readonly { label: string; checks: readonly GroupCheck[] }[]): string {
  const header = ['| norms scored against | cells beyond ±1 | largest abs(mean − 50) | largest abs(SD − 10) |', '|---|---:|---:|---:|'];
  const lines = rows.map(({ label, checks }) => {
    const cells = checks.reduce((sum, check) => sum + check.scales.length, 0);
    return `| ${label} | ${countOutOfTolerance(checks)} of ${cells} | ${largest(checks, (scale) => scale.t.mean - 50).toFixed(2)} | ${largest(checks, (scale) => scale.t.sd - 10).toFixed(2)} |`;
  });
  return [...header, ...lines].join('\n');
}

/**
 * One row per sex x age group: the facets whose within-band model admits no items with
 * 0 <= c <= v (with the band's published 4-item SD and its 10-item SD under the model), and the
 * facet-factor correlation per domain.
 */
export function modelTable(models: readonly GroupModel[]): string {
  const header = [
    `| group (120-item table / 300-item table pooling it) | facets out of model (SD 4 / 10 items) | facet correlation ${NEO_DOMAIN_CODES.join(' ')} |`,
    '|---|---|---|',
  ];
  const rows = models.map((model) => {
    const out = FACETS_BY_DOMAIN.filter((code) => !model.facets[code].items.admissible)
      .map((code) => `${code} (${model.facets[code].short.sd.toFixed(2)}/${model.facets[code].long.sd.toFixed(2)})`)
      .join(', ');
    const correlations = NEO_DOMAIN_CODES.map((code: NeoDomainCode) => {
      const domain = model.domains[code];
      return domain.admissible ? domain.facetCorrelation.toFixed(2) : `${domain.facetCorrelation.toFixed(2)}*`;
    }).join(' ');
    return `| ${model.shortLabel} / ${model.longLabel} | ${out === '' ? 'none' : out} | ${correlations} |`;
  });
  return [...header, ...rows].join('\n');
}

export function optionsText(options: SimulationOptions): string {
  return `${options.respondentsPerGroup} respondents per group, seed ${options.seed}, anchored to the ${options.anchor === 'long' ? '300' : '120'}-item tables; tolerance: T mean 50 ± ${NORM_CHECK_TOLERANCE.mean}, T SD 10 ± ${NORM_CHECK_TOLERANCE.sd}`;
}

/** Largest |simulated - published| over the given scales, with the scale. */
function largestGap(codes: readonly NeoScaleCode[], simulated: (code: NeoScaleCode) => number, published: (code: NeoScaleCode) => number): string {
  if (codes.length === 0) return '–';
  const gaps = codes.map((code) => ({ code, gap: simulated(code) - published(code) }));
  const worst = gaps.reduce((best, gap) => (Math.abs(gap.gap) > Math.abs(best.gap) ? gap : best));
  return `${signed(worst.gap)} (${worst.code})`;
}

/**
 * How closely the simulated respondents reproduce the model's norms of their band, per group: the
 * largest gap (simulated - model, raw points) of the 300-item means and SDs (the band's under the
 * age-norm model; a pool's mix of them is Johnson's 300-item table), and of the 120-item SDs
 * (Johnson's; facets: only those in model, the others cannot match by construction).
 */
export function reproductionTable(sample: readonly SimulatedGroup[]): string {
  const header = [
    '| group | 300 facets: mean | 300 facets: SD | 300 domains: mean | 300 domains: SD | 120 facets in model: SD | 120 domains: SD |',
    '|---|---|---|---|---|---|---|',
  ];
  const rows = sample.map((group) => {
    const { model } = group;
    const facetStat = (code: NeoScaleCode) => (isNeoDomainCode(code) ? model.domains[code] : model.facets[code]);
    const inModel = FACETS_BY_DOMAIN.filter((code) => model.facets[code].items.admissible);
    const cells = [
      largestGap(FACETS_BY_DOMAIN, (code) => group.long[code].mean, (code) => facetStat(code).long.mean),
      largestGap(FACETS_BY_DOMAIN, (code) => group.long[code].sd, (code) => facetStat(code).long.sd),
      largestGap(NEO_DOMAIN_CODES, (code) => group.long[code].mean, (code) => facetStat(code).long.mean),
      largestGap(NEO_DOMAIN_CODES, (code) => group.long[code].sd, (code) => facetStat(code).long.sd),
      largestGap(inModel, (code) => group.short[code].sd, (code) => facetStat(code).short.sd),
      largestGap(NEO_DOMAIN_CODES, (code) => group.short[code].sd, (code) => facetStat(code).short.sd),
    ];
    return `| ${model.shortLabel} | ${cells.join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
}
