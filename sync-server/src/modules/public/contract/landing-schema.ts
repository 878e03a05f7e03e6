import { z } from 'zod';
import { PLAN_IDS } from '../../plans/contract/plan-dto';

/**
 * The landing module of the content service (spec section 7: steps, testimonials, plan features,
 * FAQs), as served by GET /api/content/landing. The spec's query limits (section 9) are the
 * schema's: at most 4 sections, 20 items in a section and 20 plan features.
 *
 * Sections are shown in their order, each under its title (the default content's: 'How it works',
 * 'Plans', 'Frequently asked questions'). A missing step text or FAQ answer shows 'No description
 * available'. Unknown keys are dropped so a CMS can carry more fields than we read.
 *
 * Testimonials must be real clients' words, quoted with their consent: the default content has
 * none, and the page shows no testimonials section until the content provides one.
 */
export const LANDING_LIMITS = { sections: 4, items: 20, planFeatures: 20 } as const;

const title = z.string().trim().min(1).max(200);
const optionalText = z.string().max(5_000).optional();

const stepItem = z.object({ title, text: optionalText });
const testimonialItem = z.object({
  quote: z.string().trim().min(1).max(1_000),
  /** Who said it, as the client agreed to be named (e.g. 'Career changer, 34'). */
  attribution: z.string().trim().min(1).max(200),
});
const faqItem = z.object({ question: z.string().trim().min(1).max(300), answer: optionalText });

const items = <T extends z.ZodType>(item: T) => z.array(item).max(LANDING_LIMITS.items);

export const landingSectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('steps'), title, items: items(stepItem) }),
  z.object({ kind: z.literal('testimonials'), title, items: items(testimonialItem) }),
  /** Where the plan cards go (their prices come from GET /api/plans, their features from planFeatures). */
  z.object({ kind: z.literal('plans'), title }),
  z.object({ kind: z.literal('faqs'), title, items: items(faqItem) }),
]);

export const landingSchema = z.object({
  sections: z.array(landingSectionSchema).max(LANDING_LIMITS.sections),
  /** The plan cards' feature lines, per plan, in order. A plan with none here shows its own list from GET /api/plans. */
  planFeatures: z
    .array(z.object({ plan: z.enum(PLAN_IDS), text: z.string().trim().min(1).max(300) }))
    .max(LANDING_LIMITS.planFeatures)
    .default([]),
});

/** GET /api/content/landing */
export type LandingDto = z.infer<typeof landingSchema>;
export type LandingSection = LandingDto['sections'][number];
