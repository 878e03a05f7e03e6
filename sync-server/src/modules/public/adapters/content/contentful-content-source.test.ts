import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { InitialDataDto } from '../../contract/initial-data-schema';
import type { LandingDto } from '../../contract/landing-schema';
import type { PlanFeaturesDto } from '../../contract/plan-features-schema';
import type { ResultTextsDto } from '../../contract/result-texts-schema';
import type { ContentfulConfig } from '../../../../env';
import type { ContentSource } from './content-source';
import { RESULT_TEXTS_QUERY, cmsQuery, createContentfulContentSource } from './contentful-content-source';

const TOKEN = 'cms-secret-token-0123456789';
const CMS_TEXTS: ResultTextsDto = { depression: { description: 'From the CMS.' }, mbti: { description: 'You are {typeName}.' } };
const REPO_TEXTS: ResultTextsDto = { depression: { description: 'From the repository.' } };
const REPO_LANDING: LandingDto = { sections: [{ kind: 'steps', title: 'From the repository', items: [] }], planFeatures: [] };
const CMS_LANDING: LandingDto = {
  sections: [
    { kind: 'steps', title: 'How it works (CMS)', items: [{ title: 'Sign up', text: 'It takes a minute.' }] },
    { kind: 'testimonials', title: 'Clients', items: [{ quote: 'It helped.', attribution: 'A real client, with consent' }] },
    { kind: 'plans', title: 'Plans' },
  ],
  planFeatures: [{ plan: 'free', text: 'Four assessments' }],
};
const REPO_INITIAL: InitialDataDto = { instructions: ['From the repository.'], assessments: [] };
const CMS_INITIAL: InitialDataDto = { instructions: ['From the CMS.'], assessments: [{ id: 'neo', code: 'NEO', name: 'Personality', timeToComplete: '40 minutes' }] };
const REPO_GRID: PlanFeaturesDto = { rows: [{ id: 'neo', feature: 'Personality (repository)' }] };
const CMS_GRID: PlanFeaturesDto = { rows: [{ id: 'results-session', feature: 'Results session (CMS)', info: 'A video chat.' }] };
const FALLBACK: ContentSource = {
  resultTexts: () => Promise.resolve(REPO_TEXTS),
  landing: () => Promise.resolve(REPO_LANDING),
  initialData: () => Promise.resolve(REPO_INITIAL),
  planFeatures: () => Promise.resolve(REPO_GRID),
};

/** What the stand-in holds per content type, as a published entry's JSON `content`. */
const CMS_ENTRIES: Record<string, unknown> = { resultTexts: CMS_TEXTS, landing: CMS_LANDING, initialData: CMS_INITIAL, planFeatures: CMS_GRID };

/** The answer of a CMS holding `content` as the one published entry of the collection the query names. */
function answerFor(query: string, entries: Record<string, unknown> = CMS_ENTRIES) {
  const type = /\{ (\w+)Collection\(limit: 1\)/.exec(query)?.[1] ?? '';
  return { data: { [`${type}Collection`]: { items: type in entries ? [{ content: entries[type] }] : [] } } };
}

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in CMS on 127.0.0.1: answers every request with the reply of the moment, and records it. */
async function startCms() {
  const requests: SeenRequest[] = [];
  // Until a test sets a reply, it answers each query with the entry of the collection the query names.
  let reply: { status: number; body: string } | undefined;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const parsed = JSON.parse(body) as { query: string };
      requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: parsed });
      const answer = reply ?? { status: 200, body: JSON.stringify(answerFor(parsed.query)) };
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(status: number, body: unknown) {
      reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
    },
    /** Back to answering each query from the stand-in's entries. */
    answerByQuery() {
      reply = undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function capture() {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}

describe('Contentful content source', () => {
  let cms: Awaited<ReturnType<typeof startCms>>;
  let time = 1_800_000_000_000;
  afterEach(async () => {
    await cms.close();
  });

  async function source(overrides: { graphqlUrl?: string; timeoutMs?: number } = {}) {
    cms = await startCms();
    const log = capture();
    const config: ContentfulConfig = { spaceId: 'space1', accessToken: TOKEN, environment: 'master', graphqlUrl: overrides.graphqlUrl ?? cms.url };
    const content = createContentfulContentSource({
      config,
      fallback: FALLBACK,
      logger: log.logger,
      ttlMs: 60_000,
      retryMs: 10_000,
      timeoutMs: overrides.timeoutMs,
      now: () => time,
    });
    return { content, log };
  }

  it('asks the space and environment over GraphQL with the bearer token, and serves the validated content', async () => {
    const { content, log } = await source();
    expect(await content.resultTexts()).toEqual(CMS_TEXTS);
    expect(cms.requests).toEqual([
      { method: 'POST', url: '/content/v1/spaces/space1/environments/master', authorization: `Bearer ${TOKEN}`, body: { query: RESULT_TEXTS_QUERY } },
    ]);
    expect(log.lines).toEqual([]);
  });

  it('keeps a good answer for the TTL, then asks again', async () => {
    const { content } = await source();
    await content.resultTexts();
    time += 59_000;
    await Promise.all([content.resultTexts(), content.resultTexts()]);
    expect(cms.requests).toHaveLength(1);
    time += 1_000;
    cms.reply(200, { data: { resultTextsCollection: { items: [{ content: { readiness: { description: 'New text.' } } }] } } });
    const [first, second] = await Promise.all([content.resultTexts(), content.resultTexts()]);
    expect(first).toEqual({ readiness: { description: 'New text.' } });
    expect(second).toEqual(first);
    expect(cms.requests).toHaveLength(2);
  });

  it.each([
    ['GraphQL errors', 200, { data: null, errors: [{ message: 'Query cannot be executed' }] }, 'GraphQL errors'],
    ['an answer of the wrong shape', 200, { data: { resultTextsCollection: { items: [{ content: { depression: { levels: { mild: 42 } } } }] } } }, 'wrong shape'],
    ['no published entry', 200, { data: { resultTextsCollection: { items: [] } } }, 'no published resultTexts entry'],
    ['a body that is not JSON', 200, '<html>oops</html>', 'not JSON'],
    ['a non-2xx status', 401, { message: 'The access token you sent could not be found or is invalid.' }, 'HTTP 401'],
  ])('falls back to the repository content on %s, warns without the token, and retries later', async (_name, status, body, reason) => {
    const { content, log } = await source();
    cms.reply(status, body);
    expect(await content.resultTexts()).toEqual(REPO_TEXTS);
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0] ?? '{}')).toMatchObject({ level: 40, msg: 'content CMS unavailable', serving: 'repository content' });
    expect(log.text()).toContain(reason);
    expect(log.text()).not.toContain(TOKEN);
    // Within the retry time the fallback serves without asking; after it, the CMS is asked again.
    expect(await content.resultTexts()).toEqual(REPO_TEXTS);
    expect(cms.requests).toHaveLength(1);
    time += 10_000;
    cms.reply(200, { data: { resultTextsCollection: { items: [{ content: CMS_TEXTS }] } } });
    expect(await content.resultTexts()).toEqual(CMS_TEXTS);
    expect(cms.requests).toHaveLength(2);
  });

  it('serves the last good CMS content when the CMS fails later', async () => {
    const { content, log } = await source();
    expect(await content.resultTexts()).toEqual(CMS_TEXTS);
    time += 60_000;
    cms.reply(500, 'down');
    expect(await content.resultTexts()).toEqual(CMS_TEXTS);
    expect(JSON.parse(log.lines[0] ?? '{}')).toMatchObject({ serving: 'last CMS content', reason: 'the CMS answered HTTP 500' });
  });

  it('falls back when the CMS cannot be reached or does not answer in time', async () => {
    const refused = await source({ graphqlUrl: 'http://127.0.0.1:1' });
    expect(await refused.content.resultTexts()).toEqual(REPO_TEXTS);
    expect(refused.log.text()).toContain('the CMS cannot be reached');

    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const log = capture();
      const content = createContentfulContentSource({
        config: { spaceId: 'space1', accessToken: TOKEN, environment: 'master', graphqlUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}` },
        fallback: FALLBACK,
        logger: log.logger,
        timeoutMs: 200,
      });
      expect(await content.resultTexts()).toEqual(REPO_TEXTS);
      expect(log.text()).toContain('did not answer in time');
      expect(log.text()).not.toContain(TOKEN);
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
  it('asks for each kind of content with its own query: landing module, initial data and plan features grid', async () => {
    const { content, log } = await source();
    expect(await content.landing()).toEqual(CMS_LANDING);
    expect(await content.initialData()).toEqual(CMS_INITIAL);
    expect(await content.planFeatures()).toEqual(CMS_GRID);
    expect(cms.requests.map((request) => request.body)).toEqual([
      { query: 'query Landing { landingCollection(limit: 1) { items { content } } }' },
      { query: 'query InitialData { initialDataCollection(limit: 1) { items { content } } }' },
      { query: 'query PlanFeatures { planFeaturesCollection(limit: 1) { items { content } } }' },
    ]);
    expect(cmsQuery('resultTexts')).toBe(RESULT_TEXTS_QUERY);
    expect(log.lines).toEqual([]);
  });

  it('caches each kind on its own: a cached landing module does not hold back fresh initial data', async () => {
    const { content } = await source();
    await content.landing();
    time += 30_000;
    await content.initialData();
    time += 30_000;
    // The landing module's minute is up, the initial data's is not.
    await Promise.all([content.landing(), content.initialData(), content.landing()]);
    expect(cms.requests.map((request) => (request.body as { query: string }).query.split(' ')[1])).toEqual(['Landing', 'InitialData', 'Landing']);
  });

  it.each([
    ['landing', 'five sections (over the limit of 4)', { landing: { sections: Array.from({ length: 5 }, () => ({ kind: 'plans', title: 'Plans' })) } }, 'wrong shape'],
    ['landing', 'an invented section kind', { landing: { sections: [{ kind: 'videos', title: 'Videos' }] } }, 'wrong shape'],
    ['initialData', 'an unknown assessment', { initialData: { assessments: [{ id: 'tarot', code: 'T', name: 'Tarot' }] } }, 'wrong shape'],
    ['planFeatures', 'no published entry', {}, 'no published planFeatures entry'],
  ] as const)('serves the repository %s when the CMS holds %s, warning which content', async (kind, _name, entries, reason) => {
    const { content, log } = await source();
    cms.reply(200, answerFor(cmsQuery(kind), entries));
    expect(await content[kind]()).toEqual(await FALLBACK[kind]());
    expect(JSON.parse(log.lines[0] ?? '{}')).toMatchObject({ level: 40, msg: 'content CMS unavailable', content: kind, serving: 'repository content' });
    expect(log.text()).toContain(reason);
    // The other kinds are still served from the CMS.
    cms.answerByQuery();
    expect(await content.resultTexts()).toEqual(CMS_TEXTS);
  });

  it('serves the last good landing module when the CMS fails later', async () => {
    const { content, log } = await source();
    expect(await content.landing()).toEqual(CMS_LANDING);
    time += 60_000;
    cms.reply(503, 'maintenance');
    expect(await content.landing()).toEqual(CMS_LANDING);
    expect(JSON.parse(log.lines[0] ?? '{}')).toMatchObject({ content: 'landing', serving: 'last CMS content', reason: 'the CMS answered HTTP 503' });
    time += 10_000;
    cms.answerByQuery();
    expect(await content.landing()).toEqual(CMS_LANDING);
    expect(cms.requests).toHaveLength(3);
  });
});
