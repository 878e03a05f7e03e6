import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultTextsDto } from '../../contract/result-texts-schema';
import type { ContentfulConfig } from '../../env';
import type { ContentSource } from './content-source';
import { RESULT_TEXTS_QUERY, createContentfulContentSource } from './contentful-content-source';

const TOKEN = 'cms-secret-token-0123456789';
const CMS_TEXTS: ResultTextsDto = { depression: { description: 'From the CMS.' }, mbti: { description: 'You are {typeName}.' } };
const REPO_TEXTS: ResultTextsDto = { depression: { description: 'From the repository.' } };
const FALLBACK: ContentSource = { resultTexts: () => Promise.resolve(REPO_TEXTS) };

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A stand-in CMS on 127.0.0.1: answers every request with the reply of the moment, and records it. */
async function startCms() {
  const requests: SeenRequest[] = [];
  let reply: { status: number; body: string } = { status: 200, body: JSON.stringify({ data: { resultTextsCollection: { items: [{ content: CMS_TEXTS }] } } }) };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      requests.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body: JSON.parse(body) as unknown });
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(reply.body);
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
});
