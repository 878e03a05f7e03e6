/**
 * Every weight of the career fit, in one replaceable table (provenance.md, "Weights", gives each
 * one's reason). The interest part follows O*NET's Interest Profiler (profile correlation); the
 * adjustments are our own choice. Pass another table to careerFit / scoreFitTable to try others.
 */
export interface FitWeights {
  /** fit = neutral + perCorrelation x r, before adjustments (r = -1..1, so 0..100). */
  interests: { neutral: number; perCorrelation: number };
  /** Client's and occupation's E/I letters agree / differ. */
  extraversion: { agree: number; disagree: number };
  /** Client's and occupation's J/P letters agree / differ. */
  judging: { agree: number; disagree: number };
  /**
   * The occupation usually needs more education than the client has, by the client's answer to
   * "Would you take on more education or training for a new career?" (`unknown`: 'Not sure',
   * unanswered, or asked in a version without the question). Nothing when the client has enough.
   */
  education: { no: number; unknown: number; employerPaid: number; course: number; degree: number };
  /**
   * Median wage below the client's minimum: `below` x min(1, shortfall / belowFullAt), shortfall =
   * (minimum - wage) / minimum. At or above `wellAboveRatio` x minimum: `wellAbove`.
   */
  salary: { below: number; belowFullAt: number; wellAbove: number; wellAboveRatio: number };
}

export const FIT_WEIGHTS: FitWeights = {
  interests: { neutral: 50, perCorrelation: 50 },
  extraversion: { agree: 4, disagree: -4 },
  judging: { agree: 2, disagree: -2 },
  education: { no: -12, unknown: -8, employerPaid: -6, course: -4, degree: -2 },
  salary: { below: -15, belowFullAt: 0.25, wellAbove: 3, wellAboveRatio: 1.25 },
};
