import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { afterEach, describe, expect, it } from 'vitest';
import { dialectCases } from '../../../../../test/test-databases';
import type { ProviderAssessment } from '../elevate-api';
import { resultsResponse } from '../elevate-api';
import { scoreSimMbti } from './score-sim-mbti';
import { readSimAnswers } from './sim-answers';
import { MBTI_SIM_QUESTIONNAIRE, SII_SIM_QUESTIONNAIRE } from './sim-questionnaires';
import type { SimKit } from '../../../../../test/elevate-sim-kit';
import { ALEX, RETURN_URL, completeForm, createSimKit, sessionCookieOf } from '../../../../../test/elevate-sim-kit';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const EXPIRED = "This sign-in link has expired or was already used. Please go back to Career Assessment and choose &#39;Go to Myers Briggs&#39; again.";
const WINDOW = { from: '2026-11-01T00:00:00Z', to: '2026-11-30T23:59:59Z' };

describe.each(cases)('the simulator pages on $dialect', ({ create }) => {
  let kit: SimKit;
  afterEach(() => kit.close());

  const start = async () => {
    kit = await createSimKit(await create());
  };

  /** Issues a token and signs in with it; returns the session cookie. */
  async function signIn(): Promise<string> {
    const { accessToken, resourceUrl } = await kit.issueToken();
    const response = await kit.login({ bearer_token: accessToken, resource_url: resourceUrl, returnUrl: RETURN_URL });
    expect(response.status).toBe(303);
    return sessionCookieOf(response);
  }

  async function results(email = ALEX.email, window = WINDOW): Promise<ProviderAssessment[]> {
    const response = await kit.api('GET', `/api/v1/results?${new URLSearchParams({ email, ...window }).toString()}`);
    expect(response.status).toBe(200);
    return resultsResponse.parse(await response.json()).assessments;
  }

  it('signs in once with a token: a session cookie on /elevate-sim, then a redirect to the resource', async () => {
    await start();
    const { accessToken } = await kit.issueToken();
    const fields = { bearer_token: accessToken, resource_url: '/elevate-sim/tests', returnUrl: RETURN_URL };
    const first = await kit.login(fields);
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/elevate-sim/tests');
    const cookie = first.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^elevate_sim_session=[A-Za-z0-9_-]{43}; Max-Age=7200; Path=\/elevate-sim; HttpOnly; SameSite=Lax$/);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(first.headers.get('Referrer-Policy')).toBe('same-origin');

    const again = await kit.login(fields);
    expect(again.status).toBe(401);
    expect(again.headers.get('Set-Cookie')).toBeNull();
    const page = await again.text();
    expect(page).toContain(EXPIRED);
    expect(page).toContain(`href="${RETURN_URL}"`);
  });

  it('refuses an expired token, an unknown one and a return address other than the bound one', async () => {
    await start();
    const { accessToken } = await kit.issueToken();
    const mismatch = await kit.login({ bearer_token: accessToken, resource_url: '/elevate-sim/tests', returnUrl: 'https://evil.example/steal' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.headers.get('Location')).toBeNull();
    const mismatchPage = await mismatch.text();
    expect(mismatchPage).toContain('This sign-in link is not valid.');
    expect(mismatchPage).not.toContain('evil.example');

    kit.advance(300 * 1000);
    const expired = await kit.login({ bearer_token: accessToken, resource_url: '/elevate-sim/tests', returnUrl: RETURN_URL });
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain(EXPIRED);

    const unknownTokens: Record<string, string>[] = [{ bearer_token: 'x'.repeat(43), returnUrl: RETURN_URL }, {}, { bearer_token: 'y'.repeat(5000) }];
    for (const fields of unknownTokens) {
      const unknown = await kit.login(fields);
      expect(unknown.status).toBe(401);
      const page = await unknown.text();
      expect(page).toContain(EXPIRED);
      expect(page).toContain('href="/"');
    }
  });

  it('sends the browser only to its own pages, and marks the cookie Secure over https', async () => {
    await start();
    for (const resource of ['https://evil.example/', '//evil.example/x', '/elevate-sim/../admin', '/somewhere-else', '/elevate-sim/tests/mbti']) {
      const { accessToken } = await kit.issueToken();
      const response = await kit.app.request('https://sim.example/elevate-sim/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ bearer_token: accessToken, resource_url: resource, returnUrl: RETURN_URL }).toString(),
      });
      expect(response.headers.get('Location'), resource).toBe(resource === '/elevate-sim/tests/mbti' ? resource : '/elevate-sim/tests');
      expect(response.headers.get('Set-Cookie')).toMatch(/; Secure/);
    }
  });

  it('shows the hub only with an unexpired session', async () => {
    await start();
    const cookie = await signIn();
    expect((await kit.app.request('/elevate-sim/tests')).status).toBe(401);
    expect((await kit.page('/elevate-sim/tests', 'elevate_sim_session=forged')).status).toBe(401);
    expect((await kit.page('/elevate-sim/tests/mbti', 'elevate_sim_session=forged')).status).toBe(401);
    expect((await kit.page('/elevate-sim/tests', cookie)).status).toBe(200);
    expect((await kit.page('/elevate-sim/tests/none', cookie)).status).toBe(404);
    kit.advance(2 * 60 * 60 * 1000);
    const expired = await kit.page('/elevate-sim/tests', cookie);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('Please go back to Career Assessment');
  });

  it('runs the whole flow: hub, an incomplete and a complete questionnaire, then results before and after reports', async () => {
    await start();
    const cookie = await signIn();
    const hub = await kit.page('/elevate-sim/tests', cookie);
    expect(hub.headers.get('Referrer-Policy')).toBe('same-origin');
    const hubPage = await hub.text();
    expect(hubPage).toContain('Elevate (simulated provider)');
    expect(hubPage).toContain('simulator for demonstrations');
    expect(hubPage).toContain('Type questionnaire (MBTI-style)');
    expect(hubPage).toContain('Interest questionnaire (SII-style)');
    expect(hubPage.match(/Status: Not started/g)).toHaveLength(2);
    expect(hubPage).toContain(`<a href="${RETURN_URL}">Return to Career Assessment</a>`);

    const form = await (await kit.page('/elevate-sim/tests/mbti', cookie)).text();
    expect(form.match(/<fieldset/g)).toHaveLength(12);
    expect(form.match(/<legend>/g)).toHaveLength(12);
    expect(form).toContain('<label for="q1-0"><input type="radio" id="q1-0" name="q1" value="-2"');
    expect(form).toContain('action="/elevate-sim/tests/mbti"');

    // Three left unanswered (and one nonsense value): 422, the answers kept, the gaps marked.
    // Choice indexes (0 clearly A .. 4 clearly B): EI -25, SN 25, TF -15, JP 25 -> ENTP.
    const picks = [0, 0, 1, 4, 3, 4, 0, 1, 2, 4, 4, 3];
    const full = completeForm(MBTI_SIM_QUESTIONNAIRE, (i) => picks[i] ?? 0);
    const { q4: _q4, q9: _q9, ...partial } = full;
    const incomplete = await kit.page('/elevate-sim/tests/mbti', cookie, { ...partial, q12: '7' });
    expect(incomplete.status).toBe(422);
    const again = await incomplete.text();
    expect(again).toContain('Please answer every question (3 left).');
    expect(again).toContain('<fieldset id="q4" class="invalid" aria-describedby="q4-error">');
    expect(again).toContain('<a href="#q12-0">Question 12</a>');
    expect(again).toMatch(/id="q1-0" name="q1" value="-2" checked/);
    expect(again).not.toMatch(/name="q1" value="-1" checked/);
    expect(again).toMatch(/id="q4-0" name="q4" value="-2" aria-invalid="true"/);
    expect(await results()).toEqual([]);

    const done = await kit.page('/elevate-sim/tests/mbti', cookie, full);
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/elevate-sim/tests');
    kit.advance(60 * 1000);
    expect((await kit.page('/elevate-sim/tests/sii', cookie, completeForm(SII_SIM_QUESTIONNAIRE, (i) => i))).status).toBe(303);
    const after = await (await kit.page('/elevate-sim/tests', cookie)).text();
    expect(after.match(/Status: Completed on November 24, 2026/g)).toHaveLength(2);
    expect(after).toContain('Retake Type questionnaire (MBTI-style)');

    // Before the reports: both listed (newest first), no result yet.
    const before = await results('alex.DOE@example.com');
    expect(before.map((a) => [a.type, a.reportReady, a.result, a.completedAt])).toEqual([
      ['SII', false, null, '2026-11-24T10:01:00.000Z'],
      ['MBTI', false, null, '2026-11-24T10:00:00.000Z'],
    ]);
    expect(await (await kit.api('POST', '/api/v1/reports', { email: ALEX.email, ...WINDOW })).json()).toEqual({ generated: 2 });
    const [sii, mbti] = await results();
    expect(mbti?.type === 'MBTI' && mbti.result).toEqual({ wholeType: 'ENTP', EI: -25, SN: 25, TF: -15, JP: 25 });
    expect(mbti?.type === 'MBTI' && mbti.result).toEqual(scoreSimMbti(readSimAnswers(MBTI_SIM_QUESTIONNAIRE, full).answers));
    expect(interpretMbti(mbti?.result).wholeType).toBe('ENTP');
    expect(sii?.type === 'SII' && sii.result?.gender).toBe('f');
    const interpreted = interpretSii(sii?.result);
    expect(interpreted.normGroup).toBe('female');
    expect(interpreted.themeCode).toMatch(/^[RIASEC]{3}$/);
  });

  it('filters by completed_at and generates the reports of the window only', async () => {
    await start();
    const cookie = await signIn();
    kit.setNow('2026-11-02T09:00:00.000Z');
    await kit.page('/elevate-sim/tests/mbti', cookie, completeForm(MBTI_SIM_QUESTIONNAIRE));
    kit.setNow('2026-11-20T09:00:00.000Z');
    await kit.page('/elevate-sim/tests/mbti', cookie, completeForm(MBTI_SIM_QUESTIONNAIRE, () => 0));
    await kit.page('/elevate-sim/tests/sii', cookie, completeForm(SII_SIM_QUESTIONNAIRE));

    const late = { from: '2026-11-10T00:00:00Z', to: '2026-11-30T00:00:00Z' };
    expect((await results(ALEX.email, late)).map((a) => a.completedAt)).toEqual(['2026-11-20T09:00:00.000Z', '2026-11-20T09:00:00.000Z']);
    // Both bounds are inclusive.
    const exact = { from: '2026-11-02T09:00:00Z', to: '2026-11-02T09:00:00.000Z' };
    expect((await results(ALEX.email, exact)).map((a) => a.type)).toEqual(['MBTI']);
    expect(await (await kit.api('POST', '/api/v1/reports', { email: ALEX.email, ...exact })).json()).toEqual({ generated: 1 });
    const all = await results();
    expect(all.map((a) => [a.completedAt, a.reportReady])).toEqual([
      ['2026-11-20T09:00:00.000Z', false],
      ['2026-11-20T09:00:00.000Z', false],
      ['2026-11-02T09:00:00.000Z', true],
    ]);
    expect(all[2]?.result).toEqual({ wholeType: 'INFP', EI: 0, SN: 0, TF: 0, JP: 0 });
  });

  it('scores the SII with the gender of the user record', async () => {
    await start();
    await kit.issueToken({ gender: 'm' });
    const cookie = await signIn();
    // signIn re-issued the token with ALEX (gender 'f'): the record follows the latest details.
    await kit.page('/elevate-sim/tests/sii', cookie, completeForm(SII_SIM_QUESTIONNAIRE));
    await kit.api('POST', '/api/v1/reports', { email: ALEX.email, ...WINDOW });
    const [sii] = await results();
    expect(sii?.type === 'SII' && sii.result?.gender).toBe('f');
  });
});
