/**
 * Every weight of the career score, in one replaceable table (provenance.md, "Weights", gives each
 * one's reason). The interest part follows O*NET's Interest Profiler (profile correlation), the
 * values part its Work Importance Profiler (the same correlation over the six work values); the
 * education and pay parts are our own choice. Pass another table to careerFit / scoreFitTable /
 * fitStability to try others.
 */
export interface FitWeights {
  /** Interest part = perCorrelation x r (r = -1..1). */
  interests: { perCorrelation: number };
  /** Values part = perCorrelation x valuesFit (-1..1); 0 when either side's values are unknown. */
  values: { perCorrelation: number };
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
  interests: { perCorrelation: 50 },
  values: { perCorrelation: 10 },
  education: { no: -12, unknown: -8, employerPaid: -6, course: -4, degree: -2 },
  salary: { below: -15, belowFullAt: 0.25, wellAbove: 3, wellAboveRatio: 1.25 },
};
