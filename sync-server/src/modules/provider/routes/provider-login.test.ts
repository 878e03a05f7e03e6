import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJarClient } from '../../../test/cookie-jar-client';
import { answerGender, giveConsent, loginMyer, providerLogin, userIdOf, verifyPhone } from '../../../test/provider-path';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

describe('POST /api/answers/login-myer (the hand-off to the MBTI/SII provider)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function premium() {
    const client = createCookieJarClient(t.app);
    await client.login(DEMO.premium);
    const userId = await userIdOf(client);
    await giveConsent(client, userId);
    return { client, userId };
  }
  const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message });

  it('needs a verified phone and a gender first, then gives a single-use token for the provider, returning to a fixed address', async () => {
    t = await createTestApp();
    const { client, userId } = await premium();
    expect(await refusal(await client.post(`/api/answers/login-myer?userId=${userId}`))).toEqual({ status: 403, message: 'Please verify your phone number first.' });
    await verifyPhone(t, client, userId);
    expect(await refusal(await client.post(`/api/answers/login-myer?userId=${userId}`))).toEqual({ status: 422, message: 'Please choose a gender first.' });
    await answerGender(client, userId, 'm');

    const login = await loginMyer(client, userId);
    expect(login).toMatchObject({ loginUrl: 'http://127.0.0.1:8080/elevate-sim/login', resourceUrl: '/elevate-sim/tests', returnUrl: 'http://127.0.0.1:8080/assess/myers-briggs?returned=1' });
    expect(login.accessToken.length).toBeGreaterThanOrEqual(32);

    // The hidden form's POST signs the client in at the provider, once.
    const first = await providerLogin(t, login);
    expect(first).toMatchObject({ status: 303, location: '/elevate-sim/tests' });
    expect(first.cookie).toMatch(/^elevate_sim_session=/);
    expect((await providerLogin(t, login)).status).toBe(401);
    // A return address other than the one the server fixed is refused (no open redirect).
    const other = await loginMyer(client, userId);
    expect((await providerLogin(t, { ...other, returnUrl: 'https://evil.example/' })).status).toBe(400);
  });

  it("is the client's own, on a plan with the step", async () => {
    t = await createTestApp();
    const { client } = await premium();
    expect((await client.post('/api/answers/login-myer?userId=someone-else')).status).toBe(403);
    expect((await client.post('/api/answers/login-myer')).status).toBe(400);
    const free = createCookieJarClient(t.app);
    await free.login(DEMO.free);
    const freeId = await userIdOf(free);
    expect(await refusal(await free.post(`/api/answers/login-myer?userId=${freeId}`))).toEqual({ status: 403, message: 'Your plan does not include the Myers-Briggs step.' });
    expect((await createCookieJarClient(t.app).post(`/api/answers/login-myer?userId=${freeId}`)).status).toBe(401);
  });

  it('answers 503 with a message when no provider is configured', async () => {
    t = await createTestApp({ provider: null });
    const { client, userId } = await premium();
    await verifyPhone(t, client, userId);
    await answerGender(client, userId);
    const response = await refusal(await client.post(`/api/answers/login-myer?userId=${userId}`));
    expect(response.status).toBe(503);
    expect(response.message).toMatch(/not set up/);
  });

  it("lets forms post to the real provider's origin (CSP form-action) and mounts no simulator then", async () => {
    t = await createTestApp({ config: { provider: { kind: 'elevate', apiUrl: 'https://api.elevate.example', apiKey: 'live-key-1234', loginOrigin: 'https://api.elevate.example' } } });
    const response = await t.app.request('/api/health');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/form-action 'self' https:\/\/api\.elevate\.example/);
    expect(t.deps.providerSimulator).toBeUndefined();
    const login = await t.app.request('/elevate-sim/login', { method: 'POST', body: new URLSearchParams({ bearer_token: 'x' }) });
    expect(login.headers.get('Set-Cookie')).toBeNull();
    expect(login.status).not.toBe(303);
  });
});
