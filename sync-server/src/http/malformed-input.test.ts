import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieClient, TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';
import { ROUTE_POLICY } from './route-policy';

describe('malformed requests', () => {
  let t: TestApp;
  let admin: CookieClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await admin.login(DEMO.admin);
  });
  afterAll(() => t.close());

  const writeRoutes = ROUTE_POLICY.filter((route) => route.method !== 'GET').map((route) => route.path.replace(/:\w+/g, 'x'));

  it('never answer 500 to any JSON body on any write route, and always answer the one error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writeRoutes), fc.jsonValue(), async (route, body) => {
        const response = await admin.request('POST', route, JSON.stringify(body), { 'Content-Type': 'application/json' });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) {
          const payload = await response.json();
          expect(payload.error.code).toEqual(expect.any(String));
          expect(payload.error.message).toEqual(expect.any(String));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never answer 500 to arbitrary bytes, strange content types or odd paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writeRoutes, '/api/users/search/%E0%A4%A', '/api/auth/verify/%00', '/api/users/?search=%'),
        fc.string(),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', ''),
        async (route, body, contentType) => {
          const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
          const response = await admin.request(route.includes('search') || route.includes('verify') ? 'GET' : 'POST', route, route.includes('search') || route.includes('verify') ? undefined : body, headers);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answer 500 to answer batches with arbitrary keys, values, stamps and finishes', async () => {
    const client = t.client();
    await client.login(DEMO.free);
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    const change = fc.record({
      key: fc.oneof(fc.string(), fc.nat({ max: 300 }).map(String), fc.constantFrom('start', 'always', 'rank', '1')),
      value: fc.oneof(fc.jsonValue(), fc.constantFrom('0', '4', null, ['strengths'], 'agree')),
      stamp: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER)),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('neo', 'depression-screening', 'career-values', 'interview', 'consent', 'nope'),
        fc.array(change, { maxLength: 5 }),
        fc.option(fc.record({ answered: fc.integer({ min: -1, max: 300 }) }), { nil: undefined }),
        fc.constantFrom(240, 21, 54, 52, 0),
        async (assessmentId, changes, finish, totalQuestions) => {
          const body = { batchId: crypto.randomUUID(), userId, assessmentId, totalQuestions, changes, ...(finish ? { finish } : {}) };
          const response = await client.post('/api/answers', body);
          expect(response.status).toBeLessThan(500);
          const whole = await client.post('/api/answers', { userId, assessmentId, totalQuestions, answers: changes.map((entry) => entry.value) });
          expect(whole.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuse answer values nested deeper than the limit with 400, however deep', async () => {
    const client = t.client();
    await client.login(DEMO.free);
    const userId = (await (await client.get('/api/users/current')).json())._id as string;
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const body = `{"batchId":"${crypto.randomUUID()}","userId":"${userId}","assessmentId":"interview","totalQuestions":52,"changes":[{"key":"1","value":${deep},"stamp":1}]}`;
    const response = await client.request('POST', '/api/answers', body, { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    const whole = `{"userId":"${userId}","assessmentId":"neo","totalQuestions":240,"answers":${deep}}`;
    expect((await client.request('POST', '/api/answers', whole, { 'Content-Type': 'application/json' })).status).toBe(400);
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const response = await admin.request('POST', '/api/auth/login', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });
});
