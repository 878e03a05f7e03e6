import { optionRange, readIntegerAnswers } from '../read-integer-answers';
import { roundTo } from '../round-to';
import type { ScoreInterval } from '../score-interval';
import { tScoreInterval } from '../score-interval';
import type { ResultMeta } from '../scoring-version';
import { SCORING_VERSION } from '../scoring-version';
import type { NeoDomainKey, NeoFacetCode } from './neo-codes';
import type { NeoDefinition } from './neo-definition';
import { neoDefinition } from './neo-definition';
import type { NeoNormSex } from './neo-norms';
import { ageBandOf } from './neo-norms';
import type { NormStat } from './rescale-norms';
import { rawNeoScores } from './raw-neo-scores';
import type { NeoNormInput } from './select-norm-group';
import { selectNeoNormGroup } from './select-norm-group';
import type { NeoLevel } from './t-score-scale';
import { levelOfT } from '../t-score-level';
import { percentileOfT, tScoreOf } from './t-score-scale';

export interface NeoScaleScore {
  rawScore: number;
  /** Rounded to 1 decimal; the level is read from this rounded value. */
  tScore: number;
  /** The 95% band: T +/- 1.96 standard errors of measurement (definition.reliability), 1 decimal. */
  interval: ScoreInterval;
  /** Whole number 1..99: the normal curve's estimate of the share of the norm group scoring lower. */
  percentile: number;
  level: NeoLevel;
}

export interface NeoFacetScore extends NeoScaleScore {
  code: NeoFacetCode;
  name: string;
}

export interface NeoDomainScore extends NeoScaleScore {
  /** The domain's six facets in order 1..6. */
  subcategories: NeoFacetScore[];
}

/** The norm group a result was scored against (stored with it). */
export interface NeoNormsUsed {
  /** 'combined' for the combined norms (sex or age not given). */
  sex: NeoNormSex;
  /** 'under-21', '21-40', '41-60', 'over-60', or 'all-ages' for the combined norms. */
  ageBand: string;
  /** In words, after "estimated norms for": "women aged 21 to 40", "men and women of all ages". */
  label: string;
  /** Always true: nobody took this form in the group; its norms are estimated from other forms (provenance.md). */
  estimated: true;
  /** Where the estimate comes from, e.g. "estimated from J. A. Johnson's IPIP-NEO-120 and -300 samples". */
  source: string;
}

export type NeoResult = ResultMeta &
  Record<NeoDomainKey, NeoDomainScore> & {
    norms: NeoNormsUsed;
  };

function scaleScore(raw: number, norm: NormStat, reliability: number, definition: NeoDefinition): NeoScaleScore {
  const t = tScoreOf(raw, norm);
  const tScore = roundTo(t, 1);
  return {
    rawScore: raw,
    tScore,
    interval: tScoreInterval(tScore, reliability),
    percentile: percentileOfT(t),
    level: levelOfT(tScore, definition.levelCutoffs),
  };
}

/**
 * Scores 240 answers '0'..'4' (index = position in `definition.items`) into raw facet and
 * domain sums, T-scores, percentiles and levels against the respondent's norm group.
 */
export function scoreNeo(answers: unknown, norm: NeoNormInput = {}, definition: NeoDefinition = neoDefinition): NeoResult {
  const range = optionRange(definition.options);
  const values = readIntegerAnswers(answers, definition.items.length, range.min, range.max);
  const group = selectNeoNormGroup(definition.norms, norm);
  const raw = rawNeoScores(definition.items, values, range);
  const domains = Object.fromEntries(
    definition.domains.map((domain) => [
      domain.key,
      {
        ...scaleScore(raw.domains[domain.code], group.domains[domain.code], definition.reliability.domains[domain.code], definition),
        subcategories: domain.facets.map((facet) => ({
          code: facet.code,
          name: facet.name,
          ...scaleScore(raw.facets[facet.code], group.facets[facet.code], definition.reliability.facets[facet.code], definition),
        })),
      },
    ]),
  ) as Record<NeoDomainKey, NeoDomainScore>;
  return {
    ...domains,
    norms: { sex: group.sex, ageBand: ageBandOf(group.ageMin, group.ageMax), label: group.label, estimated: true, source: definition.normsSource },
    scoringVersion: SCORING_VERSION,
    instrumentVersion: definition.instrumentVersion,
  };
}
