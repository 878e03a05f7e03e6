/**
 * What the career fit reads: the client's profile and an occupation's facts. Pure data; the
 * server builds both (profile from the client's results and interview, facts from the career
 * records) and the fit functions in this folder turn them into a 0-100 score with reasons.
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

/** Would the client take on more education for a new career (the interview's answer). */
export type MoreEducation = 'degree' | 'course' | 'employer-paid' | 'no' | null;

export interface CareerProfile {
  /** The six SII General Occupational Theme standard scores, RIASEC order; null when not synced. */
  interests: readonly number[] | null;
  /** MBTI E/I and J/P letters, null when unknown. */
  extraversion: 'E' | 'I' | null;
  judging: 'J' | 'P' | null;
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
  /** The record's MBTI_1 ('E' | 'I') and MBTI_3 ('J' | 'P'); other values are ignored. */
  extraversion: string;
  judging: string;
  /** The record's min_edu as an ONET_EDUCATION_LEVELS index; -1 when unknown. */
  educationLevel: number;
  /** Median yearly wage (USD), null when unknown. */
  medianWage: number | null;
}

/** One reason behind a fit, in words a client understands. */
export interface FitReason {
  /** One sentence ending in '.'. */
  text: string;
  /**
   * How much the reason weighs, for ordering (not shown): fit points it accounts for (see
   * provenance.md, "Reasons"). 0 for a neutral fact (e.g. "You have the education it usually needs").
   */
  strength: number;
}

/** The fit points each part contributed (signed; before clamping to 0..100 and rounding). */
export interface FitPoints {
  /** neutral + perCorrelation x r (FIT_WEIGHTS.interests). */
  interests: number;
  extraversion: number;
  judging: number;
  education: number;
  salary: number;
}

export interface CareerFit {
  /** Integer 0..100. */
  fit: number;
  /** Pearson r of the client's six interest scores and the occupation's six ratings, -1..1 (0 when either is flat). */
  correlation: number;
  points: FitPoints;
  /** Strongest first (ties in the order interests, E/I, J/P, education, salary). */
  reasons: FitReason[];
}
