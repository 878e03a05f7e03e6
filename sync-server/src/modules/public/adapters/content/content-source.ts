import type { ContentKind, ContentOf } from './content-kinds';

/**
 * Where the product's texts come from: a headless CMS when it is configured, otherwise the
 * content files in the repository (the embedded default, also the CMS's fallback). Each method
 * never fails once the server has started.
 */
export interface ContentSource {
  /** The result texts (GET /api/content/results). */
  resultTexts(): Promise<ContentOf<'resultTexts'>>;
  /** The landing module: steps, testimonials, plans, FAQs and plan features (GET /api/content/landing). */
  landing(): Promise<ContentOf<'landing'>>;
  /** The dashboard instructions and each assessment's texts (GET /api/content/initial-data). */
  initialData(): Promise<ContentOf<'initialData'>>;
  /** The plans page's comparison table rows (GET /api/content/plan-features). */
  planFeatures(): Promise<ContentOf<'planFeatures'>>;
}

/** Builds a ContentSource from one reader that takes the kind. */
export function contentSourceOf(read: <K extends ContentKind>(kind: K) => Promise<ContentOf<K>>): ContentSource {
  return {
    resultTexts: () => read('resultTexts'),
    landing: () => read('landing'),
    initialData: () => read('initialData'),
    planFeatures: () => read('planFeatures'),
  };
}
