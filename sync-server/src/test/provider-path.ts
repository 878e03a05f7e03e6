import { CONSENT_AGREE_VALUE } from '@career/scoring/consent/consent-definition';
import { expect } from 'vitest';
import { completeForm } from './elevate-sim-kit';
import { MBTI_SIM_QUESTIONNAIRE, SII_SIM_QUESTIONNAIRE } from '../modules/provider/adapters/elevate/simulator/sim-questionnaires';
import type { LoginMyerResponse } from '../modules/provider/contract/phone-schemas';
import type { CookieJarClient } from './cookie-jar-client';
import type { TestApp } from './test-app';

/** Test steps of a client's way through the Myers-Briggs step, over the app's HTTP surface. */

export const TEST_PHONE = '12015550123';

/** The 6-digit code of the newest text message to the number, from the outbox. */
export async function latestCode(t: TestApp, phone = TEST_PHONE): Promise<string> {
  const [message] = await t.outbox(`+${phone}`);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error('No code was texted.');
  return code;
}

export async function userIdOf(client: CookieJarClient): Promise<string> {
  return ((await (await client.get('/api/users/current')).json()) as { _id: string })._id;
}

export async function verifyPhone(t: TestApp, client: CookieJarClient, userId: string, phone = TEST_PHONE): Promise<void> {
  expect((await client.post('/api/auth/verify-number', { phoneNumber: phone, userId })).status).toBe(200);
  expect((await client.post('/api/auth/verify-otp', { otp: await latestCode(t, phone), userId })).status).toBe(200);
}

export async function giveConsent(client: CookieJarClient, userId: string): Promise<void> {
  expect((await client.post('/api/answers', { userId, assessmentId: 'consent', totalQuestions: 1, answers: [CONSENT_AGREE_VALUE], markComplete: true })).status).toBe(200);
}

export async function answerGender(client: CookieJarClient, userId: string, gender = 'f', markComplete = false) {
  return client.post('/api/answers', { userId, assessmentId: 'myers-briggs', totalQuestions: 1, answers: [gender], markComplete });
}

export async function loginMyer(client: CookieJarClient, userId: string): Promise<LoginMyerResponse> {
  const response = await client.post(`/api/answers/login-myer?userId=${userId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as LoginMyerResponse;
}

function form(fields: Record<string, string>, cookie?: string): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  };
}

/** The hidden form's POST to the simulator's login: answers the simulator's session cookie. */
export async function providerLogin(t: TestApp, login: LoginMyerResponse): Promise<{ status: number; cookie: string; location: string | null }> {
  const response = await t.app.request(new URL(login.loginUrl).pathname, form({ bearer_token: login.accessToken, resource_url: login.resourceUrl, returnUrl: login.returnUrl }));
  return { status: response.status, cookie: (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '', location: response.headers.get('Location') };
}

/** Takes the simulator's questionnaires (both by default). */
export async function takeProviderTests(t: TestApp, cookie: string, which: ('mbti' | 'sii')[] = ['mbti', 'sii']): Promise<void> {
  for (const slug of which) {
    const questionnaire = slug === 'mbti' ? MBTI_SIM_QUESTIONNAIRE : SII_SIM_QUESTIONNAIRE;
    const response = await t.app.request(`/elevate-sim/tests/${slug}`, form(completeForm(questionnaire), cookie));
    expect(response.status).toBe(303);
  }
}

/** Everything up to the return from the provider: phone, gender, hand-off, both tests. */
export async function throughTheProvider(t: TestApp, client: CookieJarClient, which: ('mbti' | 'sii')[] = ['mbti', 'sii']): Promise<string> {
  const userId = await userIdOf(client);
  await giveConsent(client, userId);
  await verifyPhone(t, client, userId);
  expect((await answerGender(client, userId)).status).toBe(200);
  const { cookie } = await providerLogin(t, await loginMyer(client, userId));
  await takeProviderTests(t, cookie, which);
  return userId;
}
