import type { ResultTextsDto } from '../../contract/result-texts-schema';

/**
 * Where the product's texts come from: a headless CMS when it is configured, otherwise the
 * content files in the repository (the embedded default, also the CMS's fallback).
 */
export interface ContentSource {
  /** The result texts (GET /api/content/results). Never fails once the server has started. */
  resultTexts(): Promise<ResultTextsDto>;
}
