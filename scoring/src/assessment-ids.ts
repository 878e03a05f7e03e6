/** The assessments of the battery, in the order the dashboard lists them. */
export const ASSESSMENT_IDS = [
  'consent',
  'depression-screening',
  'readiness-for-change',
  'neo',
  'myers-briggs',
  'career-values',
  'interview',
] as const;

export type AssessmentId = (typeof ASSESSMENT_IDS)[number];

export function isAssessmentId(value: string): value is AssessmentId {
  return (ASSESSMENT_IDS as readonly string[]).includes(value);
}
