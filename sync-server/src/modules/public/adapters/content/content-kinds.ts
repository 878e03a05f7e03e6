import type { z } from 'zod';
import { initialDataSchema } from '../../contract/initial-data-schema';
import { landingSchema } from '../../contract/landing-schema';
import { planFeaturesSchema } from '../../contract/plan-features-schema';
import { resultTextsSchema } from '../../contract/result-texts-schema';

/**
 * The content the product reads from the content service, one entry per kind: the repository
 * file that holds its default (under sync-server/content/), the zod schema both that file and a
 * CMS answer must match, and the CMS content type (GraphQL collection `${type}Collection`) whose
 * JSON field `content` holds it.
 */
export const CONTENT_KINDS = {
  resultTexts: { file: 'result-texts.json', schema: resultTextsSchema, cmsType: 'resultTexts', label: 'result texts' },
  landing: { file: 'landing.json', schema: landingSchema, cmsType: 'landing', label: 'landing module' },
  initialData: { file: 'initial-data.json', schema: initialDataSchema, cmsType: 'initialData', label: 'initial data' },
  planFeatures: { file: 'plan-features.json', schema: planFeaturesSchema, cmsType: 'planFeatures', label: 'plan features grid' },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentOf<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]['schema']>;
export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];
