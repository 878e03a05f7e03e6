/**
 * What the career fit reads: the client's profile and an occupation's facts. Pure data; the
 * server builds both (profile from the client's results, card sort and interview, facts from the
 * career records) and the fit functions in this folder turn them into a score (for ordering), a
 * band (what views show) and reasons (provenance.md).
 */

/** Holland's six themes in RIASEC order (the order of every six-number array here). */
export const RIASEC_THEMES = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'] as const;
export type RiasecTheme = (typeof RIASEC_THEMES)[number];

/**
 * O*NET's twelve "Required Level of Education" categories in order (index 0..11); the career
 * records' min_edu uses the same shortened names.
 */
export const ONET_EDUCATION_LEVELS = [
  'Less than High School',
  'High School',
  'Post-Secondary Certificate',
  'Some College',
  "Associate's Degree",
  "Bachelor's Degree",
  'Post-Baccalaureate Certificate',
  "Master's Degree",
  "Post-Master's Certificate",
  'First Professional Degree',
  'Doctoral Degree',
  'Post-Doctoral Training',
] as const;

/**
 * O*NET's six work values in Content Model order (1.B.2.a..f): the order of every six-number
 * values array here (the card sort's onetValueProfile, a record's Work Values extents).
 */
export const ONET_WORK_VALUES = ['Achievement', 'Working Conditions', 'Recognition', 'Relationships', 'Support', 'Independence'] as const;
export type OnetWorkValue = (typeof ONET_WORK_VALUES)[number];

/** Would the client take on more education for a new career (the interview's answer). */
export type MoreEducation = 'degree' | 'course' | 'employer-paid' | 'no' | null;

export interface CareerProfile {
  /** The six SII General Occupational Theme standard scores, RIASEC order; null when not synced. */
  interests: readonly number[] | null;
  /**
   * The client's six work values, ONET_WORK_VALUES order: the card sort's mean stars per O*NET
   * value (0-4, its onetValueProfile); null without a finished card sort.
   */
  values: readonly number[] | null;
  /** Highest education completed as an ONET_EDUCATION_LEVELS index; null when unknown. */
  educationLevel: number | null;
  moreEducation: MoreEducation;
  /** Lowest acceptable yearly salary (USD); null when not given. */
  minimumSalary: number | null;
}

export interface OccupationFacts {
  /** O*NET interest ratings (OI, 1-7), RIASEC order; null for a record without them. */
  interests: readonly number[] | null;
  /** The record's Interest 1-3 (theme names); used when `interests` is null, and in reasons. */
  highPoints: readonly string[];
  /** O*NET Work Values extents (EX, 1-7), ONET_WORK_VALUES order; null when unknown (no values part). */
  workValues: readonly number[] | null;
  /** The record's min_edu as an ONET_EDUCATION_LEVELS index; -1 when unknown. */
  educationLevel: number;
  /** Median yearly wage (USD), null when unknown. */
  medianWage: number | null;
}

/** One reason behind a fit, in words a client understands. */
export interface FitReason {
  /** One sentence ending in '.'. */
  text: string;
  /** How much the reason weighs, for ordering (not shown): score points it accounts for (provenance.md, "Reasons"). */
  strength: number;
}

/** The score points each part contributed (signed, unrounded); `score` is their sum. */
export interface FitParts {
  /** FIT_WEIGHTS.interests.perCorrelation x r (r the interest correlation). */
  interests: number;
  /** FIT_WEIGHTS.values.perCorrelation x valuesFit; 0 when valuesFit is null. */
  values: number;
  education: number;
  salary: number;
}

/** What views show instead of a number (provenance.md, "Bands"). */
export const FIT_BANDS = ['strong', 'good', 'some', 'weak'] as const;
export type FitBand = (typeof FIT_BANDS)[number];

/** How many retests the stability simulates, and the top it counts (provenance.md, "Stability"). */
export const STABILITY_RETESTS = 200;
export const STABILITY_TOP = 10;

/** How spread the client's six interest scores are (provenance.md, "Differentiation"). */
export interface InterestDifferentiation {
  /** Highest GOT score minus the mean of the three lowest, in T points. */
  value: number;
  /** Below the threshold: ranks move a lot on a retest; no idea is banded above 'some'. */
  undifferentiated: boolean;
  /** The threshold used (T points). */
  threshold: number;
}

export interface CareerFit {
  /** The ordering key: the sum of `parts`, unrounded, never clamped. Not shown. */
  score: number;
  band: FitBand;
  /** Pearson r of the client's six interest scores and the occupation's six ratings, -1..1 (0 when either is flat). */
  correlation: number;
  /** Pearson r of the client's six work values and the occupation's six extents, -1..1; null without either. */
  valuesFit: number | null;
  parts: FitParts;
  /** "Why it may fit": reasons for, strongest first. */
  reasonsFor: FitReason[];
  /** "Worth knowing": reasons against, and gaps (strongest first). */
  worthKnowing: FitReason[];
}
