import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { z } from 'zod';

/**
 * The initial data of the content service (spec section 7: instructions, and the assessments
 * with name, id, code, short and long description, instructions and timeToComplete), as served by
 * GET /api/content/initial-data.
 *
 * - `instructions`: the dashboard's instructions panel, one line per entry.
 * - Per assessment (`id` is the app's assessment id; each at most once): `shortDescription` is the
 *   dashboard's info tooltip and the assessment page's 'What is it?', `longDescription` its 'Why is
 *   it used?', `instructions` and `timeToComplete` (e.g. '45-60 minutes') its instructions and time
 *   estimate. A missing description shows 'No description available', a missing time 'Time to
 *   complete not available'.
 *
 * The question counts, items and scoring are not content: they stay in @career/scoring.
 */
const optionalText = z.string().max(5_000).optional();

export const initialDataAssessmentSchema = z.object({
  id: z.enum(ASSESSMENT_IDS),
  /** A short code for the assessment (e.g. 'NEO', 'MBTI'). */
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(200),
  shortDescription: optionalText,
  longDescription: optionalText,
  instructions: optionalText,
  timeToComplete: z.string().max(100).optional(),
});

export const initialDataSchema = z.object({
  instructions: z.array(z.string().trim().min(1).max(1_000)).max(20).default([]),
  assessments: z
    .array(initialDataAssessmentSchema)
    .max(20)
    .superRefine((assessments, context) => {
      const seen = new Set<string>();
      assessments.forEach((assessment, index) => {
        if (seen.has(assessment.id)) context.addIssue({ code: 'custom', path: [index, 'id'], message: `${assessment.id} is listed twice` });
        seen.add(assessment.id);
      });
    }),
});

/** GET /api/content/initial-data */
export type InitialDataDto = z.infer<typeof initialDataSchema>;
export type InitialDataAssessment = InitialDataDto['assessments'][number];
