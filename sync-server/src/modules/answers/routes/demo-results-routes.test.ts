import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import { SCORING_VERSION } from '@career/scoring/scoring-version';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultsDto } from '../contract/results-dto';
import { DEMO_ANSWERS, DEMO_COMPLETED_AT } from '../data/demo-answers';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '../../provider/data/demo-provider-results';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

const DOMAINS = ['neuroticism', 'extraversion', 'openness', 'agreeableness', 'conscientiousness'] as const;

describe('GET /api/users/results/demo', () => {
  let t: TestApp;
  let body: ResultsDto;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.client().get('/api/users/results/demo');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    body = (await response.json()) as ResultsDto;
  });
  afterAll(() => t.close());

  const results = <Id extends ResultsDto['assessments'][number]['_id']>(id: Id) => {
    const found = body.assessments.find((entry) => entry._id === id);
    if (!found) throw new Error(`No ${id} in the demo results`);
    return found.results as Extract<ResultsDto['assessments'][number], { _id: Id }>['results'];
  };

  it('answers signed out and signed in alike, with the scored assessments in dashboard order', async () => {
    expect(body.user).toEqual({ firstName: 'Demo', lastName: 'Client' });
    const ids = body.assessments.map((entry) => entry._id);
    expect(ids).toEqual(ASSESSMENT_IDS.filter((id) => ids.includes(id as (typeof ids)[number])));
    expect(ids).toEqual(['depression-screening', 'readiness-for-change', 'neo', 'myers-briggs', 'career-values']);
    for (const entry of body.assessments) {
      expect(entry).toMatchObject({ completed: true, completedAt: DEMO_COMPLETED_AT[entry._id] });
    }
    const client = t.client();
    await client.login(DEMO.free);
    expect(await (await client.get('/api/users/results/demo')).json()).toEqual(body);
  });

  it('is exactly what the scoring functions give for the demo answers and provider payloads', () => {
    expect(results('depression-screening')).toEqual(scoreDepression(DEMO_ANSWERS['depression-screening']));
    expect(results('readiness-for-change')).toEqual(scoreReadiness(DEMO_ANSWERS['readiness-for-change']));
    expect(results('neo')).toEqual(scoreNeo(DEMO_ANSWERS.neo, {}));
    expect(results('myers-briggs')).toEqual({ mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) });
    expect(results('career-values')).toEqual(scoreCardSort(DEMO_ANSWERS['career-values']));
  });

  it('shows the intended profile', () => {
    expect(results('depression-screening')).toMatchObject({ depressionLevel: 'mild', safetyFlag: false });
    expect(results('readiness-for-change').stage).toBe('Contemplation');
    const neo = results('neo');
    for (const domain of DOMAINS) {
      expect(neo[domain].subcategories).toHaveLength(6);
      expect(neo[domain].tScore).toEqual(expect.any(Number));
    }
    expect(neo.openness.level).toBe('High');
    expect(neo.agreeableness.level).toBe('High');
    expect(neo.extraversion.tScore).toBeLessThan(50);
    expect(new Set(DEMO_ANSWERS.neo).size).toBe(5);
    const cards = results('career-values');
    expect(cards.topValues.map((card) => card.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(cards.topValues[0]?.id).toBe('creativity');
    const { mbti, sii } = results('myers-briggs');
    expect(mbti.wholeType).toMatch(/^[EI][SN][TF][JP]$/);
    expect(mbti.wholeType).toBe('INFP');
    expect(sii.topThemes.map((theme) => theme.themeCode)).toEqual(['A', 'S', 'I']);
    expect(sii.themeCode).toBe('ASI');
  });

  it('carries the scoring version on every result', () => {
    const all = body.assessments.flatMap((entry): { scoringVersion: string }[] =>
      entry._id === 'myers-briggs' ? [entry.results.mbti, entry.results.sii] : [entry.results],
    );
    expect(all).toHaveLength(6);
    for (const result of all) expect(result.scoringVersion).toBe(SCORING_VERSION);
  });
});
