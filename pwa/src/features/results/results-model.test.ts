import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import { DEMO_ANSWERS } from '@career/sync-server/answers/data/demo-answers';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '@career/sync-server/provider/data/demo-provider-results';
import { describe, expect, it } from 'vitest';
import { availableViews, hasView, resultSetOf } from './results-model';

const depression = scoreDepression(DEMO_ANSWERS['depression-screening']);
const readiness = scoreReadiness(DEMO_ANSWERS['readiness-for-change']);
const cardSort = scoreCardSort(DEMO_ANSWERS['career-values']);
const mbti = interpretMbti(DEMO_MBTI_PROVIDER_RESULT);
const sii = interpretSii(DEMO_SII_PROVIDER_RESULT);

describe('resultSetOf', () => {
  it('keeps the results of completed assessments only', () => {
    const set = resultSetOf([
      { _id: 'depression-screening', completed: true, results: depression },
      { _id: 'readiness-for-change', completed: false, results: readiness },
      { _id: 'career-values', completed: true, results: cardSort },
    ]);
    expect(set).toEqual({ depression, cardSort });
    expect(availableViews(set)).toEqual(['depression-screening', 'career-values']);
  });

  it('needs the synced provider data for MBTI and SII, each on its own', () => {
    expect(resultSetOf([{ _id: 'myers-briggs', completed: true, results: null }])).toEqual({});
    const onlyMbti = resultSetOf([{ _id: 'myers-briggs', completed: true, results: { mbti } }]);
    expect(hasView(onlyMbti, 'myers-briggs')).toBe(true);
    expect(hasView(onlyMbti, 'sii-got')).toBe(false);
    const both = resultSetOf([{ _id: 'myers-briggs', completed: true, results: { mbti, sii } }]);
    expect(availableViews(both)).toEqual(['sii-got', 'sii-bis', 'sii-os', 'sii-pss', 'sii-sci', 'myers-briggs']);
  });

  it('leaves out results that do not have the expected shape instead of drawing them wrong', () => {
    const set = resultSetOf([
      { _id: 'depression-screening', completed: true, results: { score: '16' } },
      { _id: 'neo', completed: true, results: { neuroticism: {} } },
      { _id: 'interview', completed: true, results: null },
      { _id: 'consent', completed: true, results: { consent: true } },
    ]);
    expect(set).toEqual({});
  });
});
