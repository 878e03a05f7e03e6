import { z } from 'zod';

/**
 * The result texts of the content service (spec section 7: results text for depression, NEO,
 * MBTI with a type-name variable, card sort, Strong and SII), as served by GET /api/content/results.
 *
 * Every text is optional: a CMS entry can be missing or unpublished, and the PWA then shows
 * 'No description available' in its place. Texts are plain text; a blank line separates
 * paragraphs. Unknown keys are dropped so a CMS can carry more fields than we read.
 */
const text = z.string().max(20_000).optional();
const textMap = <K extends string>(keys: readonly [K, ...K[]]) => z.partialRecord(z.enum(keys), text).optional();

export const DEPRESSION_LEVEL_KEYS = ['minimal', 'mild', 'moderate', 'high'] as const;
export const READINESS_STAGE_KEYS = ['Precontemplation', 'Contemplation', 'Action'] as const;
export const NEO_DOMAIN_TEXT_KEYS = ['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness'] as const;
export const NEO_FACET_TEXT_KEYS = [
  'N1', 'N2', 'N3', 'N4', 'N5', 'N6',
  'E1', 'E2', 'E3', 'E4', 'E5', 'E6',
  'O1', 'O2', 'O3', 'O4', 'O5', 'O6',
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6',
  'C1', 'C2', 'C3', 'C4', 'C5', 'C6',
] as const;
export const MBTI_DICHOTOMY_TEXT_KEYS = ['EI', 'SN', 'TF', 'JP'] as const;
export const MBTI_TYPE_KEYS = [
  'ISTJ', 'ISFJ', 'INFJ', 'INTJ', 'ISTP', 'ISFP', 'INFP', 'INTP',
  'ESTP', 'ESFP', 'ENFP', 'ENTP', 'ESTJ', 'ESFJ', 'ENFJ', 'ENTJ',
] as const;
export const HOLLAND_THEME_TEXT_KEYS = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const;
export const VALUE_BIN_TEXT_KEYS = ['always', 'often', 'sometimes', 'seldom', 'never'] as const;

const crisisResource = z.object({
  name: z.string().min(1).max(200),
  /** How to reach it, e.g. 'Call or text 988'. */
  contact: z.string().min(1).max(200),
  /** A tel:, sms: or https: link, when there is one. */
  href: z.string().regex(/^(tel:|sms:|https:\/\/)/).max(500).optional(),
  description: text,
});

const domainText = z.object({ description: text, low: text, high: text });
const themeText = z.object({ name: text, description: text, interpretation: text });
const mbtiType = z.object({ name: text, description: text });

export const resultTextsSchema = z.object({
  depression: z
    .object({
      description: text,
      levels: textMap(DEPRESSION_LEVEL_KEYS),
      /**
       * The crisis card: shown first in the result when the safety flag is set, and in the
       * questionnaire right after the self-harm group as soon as it is answered above its first
       * option. `title` and `body` are the usual card's, `urgent` the stronger card's (the
       * statement about making plans); the PWA shows its built-in copy for any text left out.
       */
      crisis: z
        .object({
          title: text,
          body: text,
          urgent: z.object({ title: text, body: text }).optional(),
          resources: z.array(crisisResource).max(20).optional(),
        })
        .optional(),
    })
    .optional(),
  readiness: z.object({ description: text, stages: textMap(READINESS_STAGE_KEYS) }).optional(),
  neo: z
    .object({
      description: text,
      domains: z.partialRecord(z.enum(NEO_DOMAIN_TEXT_KEYS), domainText).optional(),
      facets: textMap(NEO_FACET_TEXT_KEYS),
    })
    .optional(),
  mbti: z
    .object({
      /** May hold the variable {typeName}, replaced by the type's letters and name (e.g. 'INFP: The Idealist'). */
      description: text,
      dichotomies: textMap(MBTI_DICHOTOMY_TEXT_KEYS),
      types: z.partialRecord(z.enum(MBTI_TYPE_KEYS), mbtiType).optional(),
    })
    .optional(),
  sii: z
    .object({
      /** assessment.longDescription of the spec. */
      longDescription: text,
      themes: z.partialRecord(z.enum(HOLLAND_THEME_TEXT_KEYS), themeText).optional(),
      basicInterests: text,
      occupationalScales: text,
      personalStyle: text,
      skillsConfidence: text,
    })
    .optional(),
  cardSort: z.object({ description: text, groups: textMap(VALUE_BIN_TEXT_KEYS) }).optional(),
});

/** GET /api/content/results */
export type ResultTextsDto = z.infer<typeof resultTextsSchema>;

/** What the PWA shows where a text is missing (spec wording). */
export const NO_DESCRIPTION = 'No description available';
