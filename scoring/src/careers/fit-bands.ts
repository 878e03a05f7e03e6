import { FIT_BANDS } from './career-fit-types';
import type { FitBand, FitParts, MoreEducation } from './career-fit-types';
import { needsMoreEducation, payShortfall } from './fit-points';
import type { FitWeights } from './fit-weights';

/**
 * Where the bands views show start, in one replaceable table (provenance.md, "Bands", gives the
 * reasons and the counts they give on the seeded occupations). Our choice, not calibrated against
 * outcomes: the practice's calibration page checks them against clients' marks.
 */
export interface FitBandCutoffs {
  /**
   * The lowest match level of each band; below `some`: weak. The match level is the interest and
   * values parts in units of the interest weight, r + (values weight / interest weight) x valuesFit
   * (r + 0.2 valuesFit with FIT_WEIGHTS; r alone without values): fitMatchLevel.
   */
  matchLevel: { strong: number; good: number; some: number };
  /** Drawback: the job usually needs more education and the client's answer to studying more is one of these (null: not sure or not asked). */
  educationAnswers: readonly MoreEducation[];
  /** Drawback: the median wage is at least this share below the client's minimum. */
  payShortfall: number;
  /** Drawback: the values are known on both sides and valuesFit is at or below this. */
  valuesFitAtMost: number;
  /** The highest band of any idea when the client's interests are undifferentiated. */
  undifferentiatedCap: FitBand;
}

export const FIT_BAND_CUTOFFS: FitBandCutoffs = {
  matchLevel: { strong: 0.7, good: 0.5, some: 0.2 },
  educationAnswers: ['no', null],
  payShortfall: 0.1,
  valuesFitAtMost: -0.5,
  undifferentiatedCap: 'some',
};

/** The serious drawbacks of one idea, each of which lowers its band by one. */
export interface FitDrawbacks {
  education: boolean;
  pay: boolean;
  values: boolean;
}

export interface DrawbackFacts {
  /** ONET_EDUCATION_LEVELS indexes, -1 unknown. */
  clientEducation: number;
  jobEducation: number;
  moreEducation: MoreEducation;
  /** Dollars, NaN unknown. */
  minimumSalary: number;
  medianWage: number;
  valuesFit: number | null;
}

export function fitDrawbacks(facts: DrawbackFacts, cutoffs: FitBandCutoffs = FIT_BAND_CUTOFFS): FitDrawbacks {
  return {
    education: needsMoreEducation(facts.clientEducation, facts.jobEducation) && cutoffs.educationAnswers.includes(facts.moreEducation),
    pay: payShortfall(facts.minimumSalary, facts.medianWage) >= cutoffs.payShortfall,
    values: facts.valuesFit !== null && facts.valuesFit <= cutoffs.valuesFitAtMost,
  };
}

/**
 * The interest and values parts in units of the interest weight: r + (values weight / interest
 * weight) x valuesFit, so the band reads the same two parts as the order does (an idea that values
 * lift above another is not banded below it). r alone when the values are unknown or the interest
 * weight is not positive.
 */
export function fitMatchLevel(parts: FitParts, correlation: number, weights: FitWeights): number {
  const perCorrelation = weights.interests.perCorrelation;
  return perCorrelation > 0 ? correlation + parts.values / perCorrelation : correlation;
}

/**
 * The band of an idea: from its match level (strong, good, some, weak), one band lower for each
 * drawback (never below weak), and no higher than `undifferentiatedCap` when the client's
 * interests are undifferentiated.
 */
export function fitBand(matchLevel: number, drawbacks: FitDrawbacks, undifferentiated: boolean, cutoffs: FitBandCutoffs = FIT_BAND_CUTOFFS): FitBand {
  const { strong, good, some } = cutoffs.matchLevel;
  const fromMatch = matchLevel >= strong ? 0 : matchLevel >= good ? 1 : matchLevel >= some ? 2 : 3;
  const lowered = fromMatch + Number(drawbacks.education) + Number(drawbacks.pay) + Number(drawbacks.values);
  const floor = undifferentiated ? FIT_BANDS.indexOf(cutoffs.undifferentiatedCap) : 0;
  return FIT_BANDS[Math.min(FIT_BANDS.length - 1, Math.max(floor, lowered))] as FitBand;
}
