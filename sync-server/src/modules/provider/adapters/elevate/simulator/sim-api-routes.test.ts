import { afterEach, describe, expect, it } from 'vitest';
import { loginTokenResponse } from '../elevate-api';
import type { SimKit } from '../../../../../test/elevate-sim-kit';
import { ALEX, PUBLIC_BASE, createSimKit } from '../../../../../test/elevate-sim-kit';

const WINDOW = { from: '2026-11-01T00:00:00Z', to: '2026-11-30T23:59:59Z' };
const resultsPath = (email: string, window = WINDOW) => `/api/v1/results?${new URLSearchParams({ email, ...window }).toString()}`;

describe('the simulator API (elevate-api.ts)', () => {
  let kit: SimKit;
  afterEach(() => kit.close());

  it('refuses a call without the right bearer key, on every route', async () => {
    kit = await createSimKit();
    const calls: Array<['GET' | 'POST', string, unknown?]> = [
      ['POST', '/api/v1/login-tokens', ALEX],
      ['POST', '/api/v1/reports', { email: ALEX.email, ...WINDOW }],
      ['GET', resultsPath(ALEX.email)],
      ['GET', '/api/v1/nothing-here'],
    ];
    for (const [method, path, body] of calls) {
      for (const key of ['wrong-key', '', 'sim-test-key-0123456789 extra']) {
        const response = await kit.api(method, path, body, key);
        expect(response.status, `${method} ${path} with "${key}"`).toBe(401);
        expect(await response.json()).toEqual({ error: 'unauthorized' });
      }
      const basic = await kit.app.request(`/elevate-sim${path}`, { method, headers: { Authorization: 'Basic c2ltOmtleQ==' } });
      expect(basic.status).toBe(401);
    }
  });

  it('issues a 5-minute login token for the absolute login URL, stores only its hash, and upserts the user', async () => {
    kit = await createSimKit();
    const response = await kit.api('POST', '/api/v1/login-tokens', ALEX);
    expect(response.status).toBe(201);
    const body = loginTokenResponse.parse(await response.json());
    expect(body).toEqual({ accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 300, loginUrl: `${PUBLIC_BASE}/elevate-sim/login`, resourceUrl: '/elevate-sim/tests' });

    const tokens = await kit.database.db.selectFrom('elevate_sim_tokens').selectAll().execute();
    expect(tokens).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), sim_user_id: expect.any(String), return_url: ALEX.returnUrl, expires_at: '2026-11-24T10:05:00.000Z', used_at: null }]);
    expect(tokens[0]?.token_hash).not.toContain(body.accessToken);

    await kit.issueToken({ email: 'New.Address@Example.com', lastName: 'Doe-Smith', gender: 'other' });
    const users = await kit.database.db.selectFrom('elevate_sim_users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ external_id: 'user-1', email: 'new.address@example.com', first_name: 'Alex', last_name: 'Doe-Smith', gender: 'other' });
  });

  it('answers 400, never 500, to a bad body or query', async () => {
    kit = await createSimKit();
    await kit.issueToken();
    const badTokens: unknown[] = [
      '{not json',
      'null',
      '[]',
      { ...ALEX, externalId: '' },
      { ...ALEX, gender: 'x' },
      { ...ALEX, returnUrl: 'javascript:alert(1)' },
      { ...ALEX, returnUrl: '/relative' },
      { ...ALEX, extra: 1 },
      { ...ALEX, firstName: 'Al\u0000ex' },
      { ...ALEX, email: 'a'.repeat(255) },
    ];
    for (const body of badTokens) {
      const response = await kit.api('POST', '/api/v1/login-tokens', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error: 'bad_request' });
    }
    for (const body of [{ email: ALEX.email }, { email: ALEX.email, from: '2026-11-01', to: WINDOW.to }, { ...WINDOW, email: ALEX.email, x: 1 }, '{']) {
      expect((await kit.api('POST', '/api/v1/reports', body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const path of ['/api/v1/results', `/api/v1/results?email=${ALEX.email}&from=yesterday&to=${WINDOW.to}`, `/api/v1/results?email=x%00y&from=${WINDOW.from}&to=${WINDOW.to}`]) {
      const response = await kit.api('GET', path);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: 'bad_request' });
    }
  });

  it('answers 404 user_not_found for an e-mail it does not know, and matches e-mails in any case', async () => {
    kit = await createSimKit();
    await kit.issueToken();
    expect(await (await kit.api('POST', '/api/v1/reports', { email: 'nobody@example.com', ...WINDOW })).json()).toEqual({ error: 'user_not_found' });
    const unknown = await kit.api('GET', resultsPath('nobody@example.com'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'user_not_found' });
    expect(await (await kit.api('GET', resultsPath('ALEX.DOE@EXAMPLE.COM'))).json()).toEqual({ assessments: [] });
    expect(await (await kit.api('POST', '/api/v1/reports', { email: 'alex.doe@example.com', ...WINDOW })).json()).toEqual({ generated: 0 });
  });

  it('refuses a body over 64 KiB with 413, and never caches', async () => {
    kit = await createSimKit();
    const huge = await kit.api('POST', '/api/v1/login-tokens', { ...ALEX, firstName: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'payload_too_large' });
    expect((await kit.api('GET', resultsPath(ALEX.email))).headers.get('Cache-Control')).toBe('no-store');
  });
});
