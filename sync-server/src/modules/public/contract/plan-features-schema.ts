import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { z } from 'zod';

/**
 * The plan features grid of the content service (spec section 7), as served by
 * GET /api/content/plan-features: the rows of the plans page's comparison table (Feature, Free,
 * Essential, Premium). Content gives each row's name and info tooltip; which plans tick it comes
 * from the plans themselves (GET /api/plans: their assessments and sessions), so the table can
 * never promise what a plan does not include. A missing info shows 'No description available'.
 */
export const PLAN_FEATURE_IDS = [...ASSESSMENT_IDS, 'interview-session', 'results-session'] as const;
export type PlanFeatureId = (typeof PLAN_FEATURE_IDS)[number];

export const planFeaturesSchema = z.object({
  rows: z
    .array(
      z.object({
        /** An assessment id, or 'interview-session' / 'results-session' for a coach session. */
        id: z.enum(PLAN_FEATURE_IDS),
        feature: z.string().trim().min(1).max(200),
        info: z.string().max(1_000).optional(),
      }),
    )
    .max(20),
});

/** GET /api/content/plan-features */
export type PlanFeaturesDto = z.infer<typeof planFeaturesSchema>;
