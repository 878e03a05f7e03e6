import { scoreCardSort } from '@career/scoring/card-sort/score-card-sort';
import { scoreDepression } from '@career/scoring/depression/score-depression';
import { interpretMbti } from '@career/scoring/mbti/interpret-mbti';
import { scoreNeo } from '@career/scoring/neo/score-neo';
import { scoreReadiness } from '@career/scoring/readiness/score-readiness';
import { interpretSii } from '@career/scoring/sii/interpret-sii';
import type { ResultsDto } from '../contract/results-dto';
import { DEMO_ANSWERS, DEMO_COMPLETED_AT } from '../data/demo-answers';
import { DEMO_MBTI_PROVIDER_RESULT, DEMO_SII_PROVIDER_RESULT } from '../../provider/data/demo-provider-results';

/** Scores the demo answers and interprets the demo provider payloads (ASSESSMENT_IDS order). */
export function computeDemoResults(): ResultsDto {
  return {
    user: { firstName: 'Demo', lastName: 'Client' },
    assessments: [
      {
        _id: 'depression-screening',
        completed: true,
        completedAt: DEMO_COMPLETED_AT['depression-screening'],
        results: scoreDepression(DEMO_ANSWERS['depression-screening']),
      },
      {
        _id: 'readiness-for-change',
        completed: true,
        completedAt: DEMO_COMPLETED_AT['readiness-for-change'],
        results: scoreReadiness(DEMO_ANSWERS['readiness-for-change']),
      },
      { _id: 'neo', completed: true, completedAt: DEMO_COMPLETED_AT.neo, results: scoreNeo(DEMO_ANSWERS.neo, {}) },
      {
        _id: 'myers-briggs',
        completed: true,
        completedAt: DEMO_COMPLETED_AT['myers-briggs'],
        results: { mbti: interpretMbti(DEMO_MBTI_PROVIDER_RESULT), sii: interpretSii(DEMO_SII_PROVIDER_RESULT) },
      },
      {
        _id: 'career-values',
        completed: true,
        completedAt: DEMO_COMPLETED_AT['career-values'],
        results: scoreCardSort(DEMO_ANSWERS['career-values']),
      },
    ],
  };
}

let cached: ResultsDto | undefined;

/** The demo result set, scored once per process (the inputs never change). */
export function demoResults(): ResultsDto {
  cached ??= computeDemoResults();
  return cached;
}
