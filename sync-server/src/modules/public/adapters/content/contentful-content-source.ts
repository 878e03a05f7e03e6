import type { Logger } from 'pino';
import { z } from 'zod';
import type { ContentfulConfig } from '../../../../env';
import type { ContentKind, ContentOf } from './content-kinds';
import { CONTENT_KINDS } from './content-kinds';
import type { ContentSource } from './content-source';
import { contentSourceOf } from './content-source';

/**
 * The real content source: a Contentful-style headless CMS over GraphQL.
 *
 * The space holds one content type per kind of content (content-kinds.ts): `resultTexts`,
 * `landing`, `initialData` and `planFeatures`, each with a JSON field `content` holding the same
 * shape as the repository's file (the contract schemas); the first entry published is used. For
 * each kind the request is
 *
 *   POST {graphqlUrl}/content/v1/spaces/{spaceId}/environments/{environment}
 *   Authorization: Bearer {accessToken}
 *   { "query": "query Landing { landingCollection(limit: 1) { items { content } } }" }
 *
 * Each kind is cached on its own: a good answer is kept for `ttlMs` (5 minutes). The product never
 * breaks because the CMS does: on a network error, a timeout, a non-2xx status, GraphQL errors or
 * an answer of the wrong shape, a warning is logged (never the token) and the last good CMS answer
 * of that kind, or else the repository's content, is served; the CMS is asked again after `retryMs`.
 */
export function cmsQuery(kind: ContentKind): string {
  const type = CONTENT_KINDS[kind].cmsType;
  return `query ${type.charAt(0).toUpperCase()}${type.slice(1)} { ${type}Collection(limit: 1) { items { content } } }`;
}

export const RESULT_TEXTS_QUERY = cmsQuery('resultTexts');

const DEFAULT_TTL_MS = 5 * 60_000;
const DEFAULT_RETRY_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 5_000;
/** Far more than any of the contents takes; a larger answer is refused rather than parsed. */
const MAX_RESPONSE_CHARS = 2 * 1024 * 1024;

export interface ContentfulContentSourceOptions {
  config: ContentfulConfig;
  /** Served while the CMS cannot be used (the repository's content). */
  fallback: ContentSource;
  logger: Logger;
  /** How long a good answer is served before the CMS is asked again. */
  ttlMs?: number;
  /** How long after a failure the CMS is asked again (meanwhile the fallback serves). */
  retryMs?: number;
  timeoutMs?: number;
  /** Milliseconds since the epoch (tests move it). */
  now?: () => number;
}

function graphqlResponse(kind: ContentKind) {
  const { cmsType, schema } = CONTENT_KINDS[kind];
  return z.object({
    data: z
      .object({ [`${cmsType}Collection`]: z.object({ items: z.array(z.object({ content: schema })) }).nullable() })
      .nullable()
      .optional(),
    errors: z.array(z.object({ message: z.string() })).optional(),
  });
}

/** Why the CMS could not be used: logged as it is, so it never holds the token. */
class CmsProblem extends Error {
  override readonly name = 'CmsProblem';
}

function endpoint(config: ContentfulConfig): string {
  return `${config.graphqlUrl}/content/v1/spaces/${encodeURIComponent(config.spaceId)}/environments/${encodeURIComponent(config.environment)}`;
}

function networkProblem(error: unknown): CmsProblem {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return new CmsProblem('the CMS did not answer in time');
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : 'unknown error';
  return new CmsProblem(`the CMS cannot be reached (${code})`);
}

async function fetchContent<K extends ContentKind>(kind: K, config: ContentfulConfig, timeoutMs: number): Promise<ContentOf<K>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint(config), {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: cmsQuery(kind) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw networkProblem(error);
  }
  if (!response.ok) throw new CmsProblem(`the CMS answered HTTP ${response.status}`);
  if (text.length > MAX_RESPONSE_CHARS) throw new CmsProblem('the CMS answer is too large');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CmsProblem('the CMS answer is not JSON');
  }
  const parsed = graphqlResponse(kind).safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new CmsProblem(`the CMS answer has the wrong shape (${where.join('; ')})`);
  }
  const { data, errors } = parsed.data;
  if (errors?.length) throw new CmsProblem(`the CMS answered with GraphQL errors (${errors.slice(0, 3).map((error) => error.message.slice(0, 200)).join('; ')})`);
  const { cmsType } = CONTENT_KINDS[kind];
  const collection = data?.[`${cmsType}Collection`] as { items: { content: unknown }[] } | null | undefined;
  const entry = collection?.items[0];
  if (!entry) throw new CmsProblem(`the CMS holds no published ${cmsType} entry`);
  return entry.content as ContentOf<K>;
}

export function createContentfulContentSource(options: ContentfulContentSourceOptions): ContentSource {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const retryMs = options.retryMs ?? DEFAULT_RETRY_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  /** One kind's cache: the last good CMS answer, what is served until when, and the request under way. */
  function cachedKind<K extends ContentKind>(kind: K, fallback: () => Promise<ContentOf<K>>): () => Promise<ContentOf<K>> {
    let lastGood: ContentOf<K> | undefined;
    let served: { value: ContentOf<K>; until: number } | undefined;
    // Requests arriving while the CMS is being asked share that one request.
    let pending: Promise<ContentOf<K>> | undefined;

    async function refresh(): Promise<ContentOf<K>> {
      try {
        lastGood = await fetchContent(kind, options.config, timeoutMs);
        served = { value: lastGood, until: now() + ttlMs };
      } catch (error) {
        if (!(error instanceof CmsProblem)) throw error;
        const value = lastGood ?? (await fallback());
        options.logger.warn(
          { content: kind, reason: error.message, serving: lastGood ? 'last CMS content' : 'repository content', retryInSeconds: Math.round(retryMs / 1000) },
          'content CMS unavailable',
        );
        served = { value, until: now() + retryMs };
      }
      return served.value;
    }

    return () => {
      if (served && now() < served.until) return Promise.resolve(served.value);
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    };
  }

  const { fallback } = options;
  const readers = {
    resultTexts: cachedKind('resultTexts', () => fallback.resultTexts()),
    landing: cachedKind('landing', () => fallback.landing()),
    initialData: cachedKind('initialData', () => fallback.initialData()),
    planFeatures: cachedKind('planFeatures', () => fallback.planFeatures()),
  };
  return contentSourceOf(<K extends ContentKind>(kind: K) => (readers[kind] as () => Promise<ContentOf<K>>)());
}
