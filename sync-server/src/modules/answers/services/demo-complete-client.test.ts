import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import { readConsent } from '@career/scoring/consent/read-consent';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentDataDto, CurrentUserDto } from '../../accounts/contract/user-dto';
import { DEMO_ANSWERS } from '../data/demo-answers';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '../../provider/data/demo-provider-results';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from '../../accounts/services/demo-accounts';
import { COMPLETE_DEMO_EMAIL } from './demo-complete-client';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const ESSENTIAL_ASSESSMENTS = ['consent', 'depression-screening', 'readiness-for-change', 'neo', 'myers-briggs', 'career-values'];

describe.each(cases)('the complete demo client on $dialect', ({ create }) => {
  let t: TestApp;
  let me: CurrentUserDto;
  beforeAll(async () => {
    t = await createTestApp({ database: await create(), completeDemoClient: true });
    const client = t.client();
    expect((await client.login(COMPLETE_DEMO_EMAIL)).status).toBe(200);
    const response = await client.get('/api/users/current');
    expect(response.status).toBe(200);
    me = (await response.json()) as CurrentUserDto;
  });
  afterAll(() => t.close());

  const data = (id: string): AssessmentDataDto => {
    const found = me.assessmentData.find((entry) => entry._id === id);
    if (!found) throw new Error(`No ${id} in the assessment data`);
    return found;
  };

  it('is a demo account on the Essential plan, with consent given', () => {
    expect(DEMO_ACCOUNTS).toContainEqual({ email: 'complete@demo.example', firstName: 'Casey', lastName: 'Complete', admin: false, plan: 'essential' });
    expect(me).toMatchObject({ firstName: 'Casey', lastName: 'Complete', email: 'complete@demo.example', consent: true, isVerified: true });
    expect(me.plans[0]?._id).toBe('essential');
    expect(me.plans[0]?.assessments).toEqual(ESSENTIAL_ASSESSMENTS);
  });

  it('has every assessment of its plan completed, in the dashboard order', () => {
    const completedAt = t.clock.now().toISOString();
    expect(me.leanAssessmentData.map((entry) => entry.id)).toEqual(ESSENTIAL_ASSESSMENTS);
    for (const entry of me.leanAssessmentData) expect(entry).toMatchObject({ completed: true, completedAt });
    for (const entry of me.assessmentData) {
      expect(entry).toMatchObject({ completed: true, completedAt, questionsAnswered: expect.any(Number) });
      expect(entry.results).not.toBeNull();
    }
  });

  it('holds the demo answers, scored by the scoring package exactly as for any client', () => {
    expect(data('consent').results).toEqual(readConsent(['agree']));
    expect(data('depression-screening')).toMatchObject({ answers: [...DEMO_ANSWERS['depression-screening']], questionsAnswered: 21 });
    expect(data('depression-screening').results).toEqual(scoreDepression(DEMO_ANSWERS['depression-screening']));
    expect(data('readiness-for-change').results).toEqual(scoreReadiness(DEMO_ANSWERS['readiness-for-change']));
    expect(data('neo')).toMatchObject({ answers: [...DEMO_ANSWERS.neo], questionsAnswered: 240 });
    expect(data('neo').results).toEqual(scoreNeo(DEMO_ANSWERS.neo, {}));
    expect(data('career-values').results).toEqual(scoreCardSort(DEMO_ANSWERS['career-values']));
    expect(data('depression-screening').results).toMatchObject({ depressionLevel: 'mild', scoringVersion: SCORING_VERSION });
  });

  it('has the demo MBTI and SII results on myers-briggs, and the lean flags that say so', () => {
    expect(data('myers-briggs')).toMatchObject({ answers: ['f'], results: { mbti: { wholeType: 'INFP' }, sii: { themeCode: 'ASI' } } });
    expect(data('myers-briggs').results).toEqual({ mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) });
    expect(me.leanAssessmentData.find((entry) => entry.id === 'myers-briggs')).toMatchObject({ gender: 'f', MBTI: true, SII: true });
    for (const entry of me.leanAssessmentData.filter((lean) => lean.id !== 'myers-briggs')) {
      expect(entry).not.toHaveProperty('MBTI');
      expect(entry).not.toHaveProperty('SII');
    }
  });

  it('is completed once: ensuring the demo accounts again changes nothing', async () => {
    t.clock.advance(60_000);
    expect(await ensureDemoAccounts(t.deps)).toEqual([]);
    const client = t.client();
    await client.login(COMPLETE_DEMO_EMAIL);
    expect(await (await client.get('/api/users/current')).json()).toEqual(me);
  });

  it('flags MBTI and SII false for a client whose provider results have not come, who cannot finish yet (444)', async () => {
    const client = t.client();
    await client.login(DEMO.essential);
    const userId = ((await (await client.get('/api/users/current')).json()) as CurrentUserDto)._id;
    const save = (assessmentId: string, answers: unknown[], markComplete = true) => client.post('/api/answers', { userId, assessmentId, totalQuestions: 1, answers, markComplete });
    expect((await save('consent', ['agree'])).status).toBe(200);
    expect((await save('myers-briggs', ['m'])).status).toBe(444);
    expect((await save('myers-briggs', ['m'], false)).status).toBe(200);
    const essential = (await (await client.get('/api/users/current')).json()) as CurrentUserDto;
    expect(essential.leanAssessmentData.find((entry) => entry.id === 'myers-briggs')).toEqual({
      id: 'myers-briggs',
      completed: false,
      completedAt: null,
      gender: 'm',
      MBTI: false,
      SII: false,
    });
    expect(essential.assessmentData.find((entry) => entry._id === 'myers-briggs')?.results).toBeNull();
  });
});
