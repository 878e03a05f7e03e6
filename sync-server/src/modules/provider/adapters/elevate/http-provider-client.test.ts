import { afterEach, describe, expect, it } from 'vitest';
import { startHttpStandIn } from '../../../../test/http-stand-in';
import { createHttpProviderClient } from './http-provider-client';
import { ProviderError } from './provider-client';

type StandIn = Awaited<ReturnType<typeof startHttpStandIn>>;

const MBTI = { id: 'a1', type: 'MBTI', completedAt: '2026-11-20T10:00:00.000Z', reportReady: true, result: { wholeType: 'INFP', EI: 14, SN: 19, TF: 9, JP: 4 } };
const QUERY = { email: 'ada@example.com', from: '2026-11-19T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' };

describe('the Elevate HTTP client, against a local stand-in', () => {
  let standIn: StandIn;
  afterEach(() => standIn.close());

  const client = (options: { timeoutMs?: number } = {}) =>
    createHttpProviderClient({
      kind: 'elevate',
      baseUrl: () => standIn.url,
      apiKey: 'live-key-123456',
      loginOrigin: () => standIn.url,
      retryDelayMs: 5,
      ...options,
    });

  it('asks for a login token with the bearer key and reads the answer', async () => {
    standIn = await startHttpStandIn({ status: 201, body: { accessToken: 'tok_0123456789abcdef', expiresIn: 300, loginUrl: 'https://elevate.example/login', resourceUrl: '/tests' } });
    const login = await client().createLoginToken({ externalId: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', gender: 'f', returnUrl: 'http://127.0.0.1:8080/assess/myers-briggs?returned=1' });
    expect(login.accessToken).toBe('tok_0123456789abcdef');
    expect(standIn.requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/login-tokens' });
    expect(standIn.requests[0]?.headers.authorization).toBe('Bearer live-key-123456');
    expect(JSON.parse(standIn.requests[0]?.body ?? '{}')).toMatchObject({ externalId: 'u1', gender: 'f' });
  });

  it('fetches results in the window and checks them against the contract', async () => {
    standIn = await startHttpStandIn({ status: 200, body: { assessments: [MBTI] } });
    expect(await client().fetchResults(QUERY)).toEqual({ assessments: [MBTI] });
    const url = new URL(standIn.requests[0]?.url ?? '', standIn.url);
    expect(url.pathname).toBe('/api/v1/results');
    expect(Object.fromEntries(url.searchParams)).toEqual(QUERY);
  });

  it("says 'user_not_found' for the provider's 404", async () => {
    standIn = await startHttpStandIn({ status: 404, body: { error: 'user_not_found' } });
    expect(await client().fetchResults(QUERY)).toBe('user_not_found');
    expect(await client().generateReports(QUERY)).toBe('user_not_found');
  });

  it('tries a 503 three times, then fails as retryable', async () => {
    standIn = await startHttpStandIn({ status: 503, body: { error: 'busy' } });
    const error = await client().fetchResults(QUERY).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 503, retryable: true });
    expect(standIn.requests).toHaveLength(3);
  });

  it('recovers when a retry succeeds', async () => {
    standIn = await startHttpStandIn();
    standIn.route(() => (standIn.requests.length < 2 ? { status: 502, body: {} } : { status: 200, body: { generated: 1 } }));
    expect(await client().generateReports(QUERY)).toBe('ok');
    expect(standIn.requests).toHaveLength(2);
  });

  it('refuses a malformed result without retrying (nothing unreadable reaches the database)', async () => {
    standIn = await startHttpStandIn({ status: 200, body: { assessments: [{ ...MBTI, result: { wholeType: 'XXXX', EI: 99 } }] } });
    await expect(client().fetchResults(QUERY)).rejects.toMatchObject({ retryable: false });
    expect(standIn.requests).toHaveLength(1);
  });

  it('a refused request (400) is not retried, and the key is not in the error', async () => {
    standIn = await startHttpStandIn({ status: 400, body: { error: 'bad_request' } });
    const error = (await client().generateReports(QUERY).catch((caught: unknown) => caught)) as ProviderError;
    expect(error).toMatchObject({ status: 400, retryable: false });
    expect(error.message).not.toContain('live-key');
    expect(standIn.requests).toHaveLength(1);
  });

  it('an unreachable provider is a retryable failure', async () => {
    standIn = await startHttpStandIn();
    const url = standIn.url;
    await standIn.close();
    const unreachable = createHttpProviderClient({ kind: 'elevate', baseUrl: () => url, apiKey: 'k'.repeat(10), loginOrigin: () => url, retryDelayMs: 1 });
    await expect(unreachable.fetchResults(QUERY)).rejects.toMatchObject({ status: 0, retryable: true });
    standIn = await startHttpStandIn();
  });
});
